import { PageMain } from '@storefront/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { BlogPostRead } from '../features/blog/api/blog-reads';
import { BlogPostView } from '../features/blog/components/blog-post-view';

/** /blog/{id} (a post's slug or id), with what its loader read (readBlogPost). */
export default function BlogPostPage() {
  const post = useLoaderData() as BlogPostRead;
  const revalidator = useRevalidator();
  return (
    <PageMain>
      <BlogPostView post={post} onRetry={() => void revalidator.revalidate()} />
    </PageMain>
  );
}

