import { PageHeading, PageMain } from '@storefront/shared';

export default function RiderRegisterPage() {
  return (
    <PageMain>
      <PageHeading>Become a Rider</PageHeading>
    </PageMain>
  );
}
