import { PageHeading, PageMain } from '@storefront/shared';

export default function CareersPage() {
  return (
    <PageMain>
      <PageHeading>Join Our Team</PageHeading>
    </PageMain>
  );
}
