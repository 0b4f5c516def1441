import { PageMain } from '@storefront/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { BlogPostReads } from '../features/blog/api/blog-reads';
import { BlogPostView } from '../features/blog/components/blog-post-view';

/** /blog/{id} (a post's slug or id), with what its loader read (readBlogPost). */
export default function BlogPostPage() {
  const post = useLoaderData() as BlogPostReads;
  const revalidator = useRevalidator();
  return (
    <PageMain>
      <BlogPostView post={post} origin={post.origin} onRetry={() => void revalidator.revalidate()} />
    </PageMain>
  );
}

