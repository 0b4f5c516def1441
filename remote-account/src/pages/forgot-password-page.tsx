import { PageHeading, PageMain } from '@storefront/shared';

export default function ForgotPasswordPage() {
  return (
    <PageMain>
      <PageHeading>Forgot password?</PageHeading>
    </PageMain>
  );
}
