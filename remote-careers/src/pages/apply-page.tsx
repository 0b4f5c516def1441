import { PageHeading, PageMain } from '@storefront/shared';

export default function ApplyPage() {
  return (
    <PageMain>
      <PageHeading>Job Application</PageHeading>
    </PageMain>
  );
}
