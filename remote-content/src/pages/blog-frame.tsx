import { PageHeading, PageMain, theme } from '@storefront/ui';
import type { ReactNode } from 'react';
import { BlogListLoading } from '../features/blog/components/blog-list-loading';

/** The blog page around its list. */
export function BlogFrame({ children }: { children: ReactNode }) {
  return (
    <PageMain>
      <PageHeading>Blog</PageHeading>
      <p css={{ margin: '0 0 24px', color: theme.color.muted }}>
        Stories, recipes and news from Zambia&apos;s kitchens and the people who cook and deliver your food.
      </p>
      {children}
    </PageMain>
  );
}

/** The blog page while its posts are read. */
export function BlogLoading() {
  return (
    <BlogFrame>
      <BlogListLoading />
    </BlogFrame>
  );
}
