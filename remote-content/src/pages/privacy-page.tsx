import { PageHeading, PageMain } from '@storefront/shared';

export default function PrivacyPage() {
  return (
    <PageMain>
      <PageHeading>Privacy and Policies</PageHeading>
    </PageMain>
  );
}
