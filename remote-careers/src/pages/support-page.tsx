import styled from '@emotion/styled';
import { BackLink, PageHeading, PageMain, theme } from '@storefront/ui';
import { SupportContact } from '../features/support/components/support-contact';
import { SupportFaq } from '../features/support/components/support-faq';
import { SupportTicketForm } from '../features/support/components/support-ticket-form';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${theme.desktopQuery} { grid-template-columns: 3fr 2fr; }
`;

const Side = styled.div`
  display: grid;
  gap: 24px;
`;

/** /support: the ticket form, the common questions and how to reach support. */
export default function SupportPage() {
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Customer Support</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Something wrong with an order, a payment or your account? Tell us and we will sort it out.
      </p>
      <Columns>
        <SupportTicketForm />
        <Side>
          <SupportFaq />
          <SupportContact />
        </Side>
      </Columns>
    </PageMain>
  );
}
