import { PageHeading, PageMain } from '@storefront/shared';

export default function RegisterPage() {
  return (
    <PageMain>
      <PageHeading>Create an account</PageHeading>
    </PageMain>
  );
}
