import { ApiError, blogPostPath, fetchContent, type BlogList, type BlogPost } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { pageFromSearch } from '../logic/blog-page-number';

export interface BlogListReads {
  /** The page `?page=` names (the first for anything else), so back and forward move between pages. */
  page: number;
  list: Settled<BlogList>;
}

/** The blog page's loader: the page of posts its address names. */
export async function readBlogList({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<BlogListReads> {
  const page = pageFromSearch(new URL(request.url).searchParams.get('page'));
  return { page, list: await settle(fetchContent('all-blogs', { page })) };
}

/** A post, or null for one the service does not have; or why it could not be read. */
export type BlogPostRead = Settled<BlogPost | null>;

/**
 * A post's page's reads, with the site's origin (on the server, its public one): the share links
 * give the social networks the post's full address.
 */
export type BlogPostReads = BlogPostRead & { origin: string };

/** The service refuses an id or slug too long to look up: no post has one. */
const isTooLongForAnyPost = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 414;

/**
 * A post's page's loader. A post the service does not have still renders the page (its own
 * 'Post not found'), answered with a 404 for the server; a failed read is the page's error text.
 */
export async function readBlogPost(idOrSlug: string, origin: string) {
  const read = fetchContent('blog-post', idOrSlug).catch((error: unknown) => (isTooLongForAnyPost(error) ? null : Promise.reject(error)));
  const post: BlogPostReads = { ...(await settle(read)), origin };
  return post.status === 'success' && post.data === null ? data(post, { status: 404 }) : post;
}

/** More pages than the blog will have: the sitemap stops there whatever the service answers. */
const MOST_BLOG_PAGES = 50;

/** Every post's page, for the sitemap, through the blog's pages. */
export async function postPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= MOST_BLOG_PAGES; page += 1) {
    const list = await fetchContent('all-blogs', { page });
    paths.push(...list.posts.map(blogPostPath));
    if (page >= list.pagination.last_page) break;
  }
  return paths;
}
