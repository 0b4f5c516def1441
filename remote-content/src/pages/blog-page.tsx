import { PageHeading, PageMain } from '@storefront/shared';

export default function BlogPage() {
  return (
    <PageMain>
      <PageHeading>Blog</PageHeading>
    </PageMain>
  );
}
