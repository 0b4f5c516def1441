import styled from '@emotion/styled';
import { BackLink, PageHeading, PageMain, theme } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { ContactChannels } from '../features/contact/components/contact-channels';
import { ContactForm } from '../features/contact/components/contact-form';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  align-items: start;
  ${theme.desktopQuery} { grid-template-columns: 3fr 2fr; }
`;

/** /contact; `?subject=` fills the subject in (the merchant page's buttons send one). */
export default function ContactPage() {
  const [searchParams] = useSearchParams();
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Contact Us</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Questions about an order, a partnership or anything else? Send us a message.
      </p>
      <Columns>
        <ContactForm initialSubject={searchParams.get('subject') ?? ''} />
        <ContactChannels />
      </Columns>
    </PageMain>
  );
}
