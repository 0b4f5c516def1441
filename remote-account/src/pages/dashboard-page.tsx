import { PageHeading, PageMain } from '@storefront/shared';

export default function DashboardPage() {
  return (
    <PageMain>
      <PageHeading>Dashboard</PageHeading>
    </PageMain>
  );
}
