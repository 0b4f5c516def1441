import { BLOG_PAGE_SIZE, blogListResponseSchema, blogPostResponseSchema, type BlogList, type BlogPost } from '../schemas/blog';
import { definedParams, parsedContent, type QueryParams } from './content-answer';
import { ApiError, contentHttp } from './http';
import { readPaths } from './read-paths';

export interface BlogListParams extends QueryParams {
  page?: number;
  per_page?: number;
}

/** One page of posts, 12 to a page unless `per_page` says otherwise. */
export async function getBlogPosts(params: BlogListParams = {}): Promise<BlogList> {
  const searchParams = definedParams({ ...params, page: params.page ?? 1, per_page: params.per_page ?? BLOG_PAGE_SIZE });
  return parsedContent(blogListResponseSchema, () => contentHttp().get('blog', { searchParams }));
}

/**
 * A post by slug or id; null when the service says it has none (an `{ error }` answer or a 404),
 * so the page can tell 'Blog post not found.' from 'Failed to load blog post.' (a thrown ApiError).
 */
export async function getBlogPost(idOrSlug: string): Promise<BlogPost | null> {
  try {
    const body = await parsedContent(blogPostResponseSchema, () => contentHttp().get(readPaths.blogPost(idOrSlug)));
    return body.post;
  } catch (error) {
    const notFound = error instanceof ApiError && error.kind === 'http' && (error.status === undefined || error.status === 404);
    if (notFound) return null;
    throw error;
  }
}
