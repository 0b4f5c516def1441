import { PageHeading, PageMain } from '@storefront/shared';

export default function RiderAppPage() {
  return (
    <PageMain>
      <PageHeading>Rider App</PageHeading>
    </PageMain>
  );
}
