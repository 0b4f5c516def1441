import styled from '@emotion/styled';
import { BackLink, PageHeading, PageMain, theme } from '@storefront/ui';
import type { ReactNode } from 'react';
import { ContactChannels } from '../features/contact/components/contact-channels';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  align-items: start;
  ${theme.desktopQuery} { grid-template-columns: 3fr 2fr; }
`;

/** The contact page around its form (`form`) and the channels beside it. */
export function ContactFrame({ form, channels }: { form?: ReactNode; channels: ReactNode }) {
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Contact Us</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Questions about an order, a partnership or anything else? Send us a message.
      </p>
      <Columns>
        {form ?? <div />}
        {channels}
      </Columns>
    </PageMain>
  );
}

/**
 * The contact page while the company's details are read. The form is left out: typed into here,
 * it would be emptied when the page replaces this.
 */
export function ContactLoading() {
  return <ContactFrame channels={<ContactChannels info={{ status: 'loading' }} />} />;
}
