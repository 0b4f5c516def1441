import { PageHeading, PageMain } from '@storefront/shared';

export default function UserAppPage() {
  return (
    <PageMain>
      <PageHeading>Customer App</PageHeading>
    </PageMain>
  );
}
