import styled from '@emotion/styled';
import { cardImageLoading, theme, type LoadState } from '@storefront/ui';
import { type BlogList as BlogListPage } from '@storefront/api-client';
import { BlogCard } from './blog-card';
import { BlogListLoading, PostGrid } from './blog-list-loading';
import { BlogPagination } from './blog-pagination';
import { TryAgainForm } from './try-again-form';

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px;
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius};
  background: #fef2f2;
  text-align: center;
  p { margin: 0; color: ${theme.color.danger}; font-weight: 600; }
`;

const Empty = styled.p`
  padding: 48px 16px;
  color: ${theme.color.muted};
  text-align: center;
`;

export interface BlogListProps {
  /** The page `?page=` names. */
  page: number;
  list: LoadState<BlogListPage>;
  /** Reads the page again (a failed read is not cached, so the server is asked). */
  onRetry: () => void;
}

/** The blog list: a page of post cards, with pagination that links to `?page=` (so back and forward move between pages). */
export function BlogList({ page, list, onRetry }: BlogListProps) {
  if (list.status === 'loading') return <BlogListLoading />;

  if (list.status === 'error') {
    return (
      <ErrorBox role="alert">
        <p>Failed to load blog posts.</p>
        <TryAgainForm onRetry={onRetry} />
      </ErrorBox>
    );
  }

  const { posts, pagination } = list.data;
  if (posts.length === 0) {
    return (
      <>
        <Empty>No blog posts available at the moment.</Empty>
        <BlogPagination page={page} lastPage={pagination.last_page} />
      </>
    );
  }
  return (
    <>
      <PostGrid aria-label="Blog posts">
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogCard post={post} imageLoading={cardImageLoading(index)} />
          </li>
        ))}
      </PostGrid>
      <BlogPagination page={page} lastPage={pagination.last_page} />
    </>
  );
}
