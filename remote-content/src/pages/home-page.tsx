import { PageHeading, PageMain, Slot } from '@storefront/shared';

export default function HomePage() {
  return (
    <PageMain>
      <PageHeading>Explore the restaurants near you</PageHeading>
      <Slot name="meal-grid" />
    </PageMain>
  );
}
