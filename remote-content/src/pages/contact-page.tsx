import { PageHeading, PageMain } from '@storefront/shared';

export default function ContactPage() {
  return (
    <PageMain>
      <PageHeading>Contact Us</PageHeading>
    </PageMain>
  );
}
