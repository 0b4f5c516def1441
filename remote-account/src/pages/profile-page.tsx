import { PageHeading, PageMain } from '@storefront/shared';

export default function ProfilePage() {
  return (
    <PageMain>
      <PageHeading>Profile</PageHeading>
    </PageMain>
  );
}
