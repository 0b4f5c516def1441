import { PageHeading, PageMain } from '@storefront/shared';

export default function GoodbyePage() {
  return (
    <PageMain>
      <PageHeading>Delete Account</PageHeading>
    </PageMain>
  );
}
