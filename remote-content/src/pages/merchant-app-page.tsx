import { PageHeading, PageMain } from '@storefront/shared';

export default function MerchantAppPage() {
  return (
    <PageMain>
      <PageHeading>Merchant App</PageHeading>
    </PageMain>
  );
}
