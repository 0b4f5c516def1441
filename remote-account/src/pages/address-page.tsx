import { PageHeading, PageMain } from '@storefront/shared';

export default function AddressPage() {
  return (
    <PageMain>
      <PageHeading>Add New Address</PageHeading>
    </PageMain>
  );
}
