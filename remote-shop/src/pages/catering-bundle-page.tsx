import { PageHeading, PageMain } from '@storefront/shared';

export default function CateringBundlePage() {
  return (
    <PageMain>
      <PageHeading>Catering bundle</PageHeading>
    </PageMain>
  );
}
