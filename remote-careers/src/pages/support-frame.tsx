import styled from '@emotion/styled';
import { BackLink, PageHeading, PageMain, theme, type LoadState } from '@storefront/ui';
import type { ContactInfo } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { SupportContact } from '../features/support/components/support-contact';
import { SupportFaq } from '../features/support/components/support-faq';

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

/** /support: the ticket form (`form`), the common questions and how to reach support. */
export function SupportFrame({ form, info }: { form?: ReactNode; info: LoadState<ContactInfo | null> }) {
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Customer Support</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Something wrong with an order, a payment or your account? Tell us and we will sort it out.
      </p>
      <Columns>
        {form ?? <div />}
        <Side>
          <SupportFaq />
          <SupportContact info={info} />
        </Side>
      </Columns>
    </PageMain>
  );
}

/**
 * The support page while the company's details are read. The form is left out: typed into here,
 * it would be emptied when the page replaces this.
 */
export function SupportLoading() {
  return <SupportFrame info={{ status: 'loading' }} />;
}
