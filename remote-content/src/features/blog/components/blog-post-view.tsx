import styled from '@emotion/styled';
import { BackLink, theme, type LoadState } from '@storefront/ui';
import { type BlogPost } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { provideSanitizer } from '@storefront/ui/rich-text';
import * as sanitizer from '@storefront/ui/rich-text/sanitizer';
import { BlogPostArticle } from './blog-post-article';
import { BlogPostLoading } from './blog-post-loading';
import { TryAgainForm } from './try-again-form';

provideSanitizer(sanitizer);

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 { margin: 0; font-size: 1.75rem; }
  p { margin: 0; color: ${theme.color.muted}; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

const Failure = styled(Notice)`
  h1 { color: ${theme.color.danger}; font-size: 1.25rem; }
`;

/**
 * /blog/{slug or id}: loading, then the post, 'Post not found' (null) or 'Failed to load blog
 * post.' with Try Again (`onRetry` reads it again; a failed read is not cached).
 */
export function BlogPostView({ post, origin, onRetry }: { post: LoadState<BlogPost | null>; origin: string; onRetry: () => void }) {

  if (post.status === 'loading') return <BlogPostLoading />;
  let body: ReactNode;
  if (post.status === 'error') {
    body = (
      <Failure role="alert">
        <h1>Failed to load blog post.</h1>
        <TryAgainForm onRetry={onRetry} />
      </Failure>
    );
  } else if (post.data === null) {
    body = (
      <Notice>
        <h1>Post not found</h1>
        <p>The blog post you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <Link to="/blog">Return to Blog</Link>
      </Notice>
    );
  } else {
    body = <BlogPostArticle post={post.data} origin={origin} />;
  }

  return (
    <>
      <BackLink to="/blog" css={{ marginBottom: 16 }}>Back to Blog</BackLink>
      {body}
    </>
  );
}
