import styled from '@emotion/styled';
import { BlogCardSkeleton } from './blog-card-skeleton';

/** Six placeholder cards while the list loads, so the page does not jump when it arrives. */
export const BLOG_SKELETON_COUNT = 6;

export const PostGrid = styled.ul`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The list while its posts are read (in a file of its own: the blog's loading state loads with the routes). */
export function BlogListLoading() {
  return (
    <PostGrid aria-label="Loading blog posts" aria-busy="true">
      {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
        <li key={index}>
          <BlogCardSkeleton />
        </li>
      ))}
    </PostGrid>
  );
}
