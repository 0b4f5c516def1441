import { PageHeading, PageMain } from '@storefront/shared';

export default function BlogPostPage() {
  return (
    <PageMain>
      <PageHeading>Blog post</PageHeading>
    </PageMain>
  );
}
