import { BackLink } from '@storefront/ui';

/** A post while it is read: the way back, and the words the spec gives the wait. */
export function BlogPostLoading() {
  return (
    <>
      <BackLink to="/blog" css={{ marginBottom: 16 }}>Back to Blog</BackLink>
      <p role="status">Loading blog post...</p>
    </>
  );
}
