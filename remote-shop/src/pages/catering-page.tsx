import { PageHeading, PageMain } from '@storefront/shared';

export default function CateringPage() {
  return (
    <PageMain>
      <PageHeading>Elevate Your Next Event</PageHeading>
    </PageMain>
  );
}
