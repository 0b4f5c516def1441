import { PageHeading, PageMain } from '@storefront/shared';

export default function AboutPage() {
  return (
    <PageMain>
      <PageHeading>About Us</PageHeading>
    </PageMain>
  );
}
