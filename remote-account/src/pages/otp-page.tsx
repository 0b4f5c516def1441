import { PageHeading, PageMain } from '@storefront/shared';

export default function OtpPage() {
  return (
    <PageMain>
      <PageHeading>Verify OTP</PageHeading>
    </PageMain>
  );
}
