import { PageHeading, PageMain, theme } from '@storefront/ui';
import { BlogList } from '../features/blog/components/blog-list';

export default function BlogPage() {
  return (
    <PageMain>
      <PageHeading>Blog</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Stories, recipes and news from Zambia&apos;s kitchens and the people who cook and deliver your food.
      </p>
      <BlogList />
    </PageMain>
  );
}
