import { PageHeading, PageMain } from '@storefront/shared';

export default function LoginPage() {
  return (
    <PageMain>
      <PageHeading>Welcome back</PageHeading>
    </PageMain>
  );
}
