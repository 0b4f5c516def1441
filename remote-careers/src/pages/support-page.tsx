import { PageHeading, PageMain } from '@storefront/shared';

export default function SupportPage() {
  return (
    <PageMain>
      <PageHeading>Customer Support</PageHeading>
    </PageMain>
  );
}
