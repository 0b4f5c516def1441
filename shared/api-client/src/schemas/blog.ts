import { z } from 'zod/mini';
import { idSchema, isRecord, jsonColumn, listAt, numericSchema, offUnlessTrueSchema, preprocess } from './primitives';

/** The excerpt a post without one shows: the start of its text. */
export const EXCERPT_FALLBACK_LENGTH = 120;
export const BLOG_PAGE_SIZE = 12;

/** Plain text of HTML or text content, for the excerpt fallback only (never rendered as HTML). */
export function plainTextOf(content: string): string {
  return content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const categoryNameSchema = z.union([
  z.string(),
  z.pipe(
    z.object({ name: z.string() }),
    z.transform((category) => category.name),
  ),
]);

/**
 * A blog post. Servers name the same things differently (image/featured_image,
 * created_at/date/published_at, excerpt/summary); the parsed post always has `image`, `date`
 * and `excerpt` filled from whichever arrived, and keeps the originals.
 */
export const blogPostSchema = z.pipe(
  z.object({
    id: idSchema,
    slug: z.nullish(z.string()),
    title: z.string().check(z.minLength(1)),
    image: z.nullish(z.string()),
    featured_image: z.nullish(z.string()),
    category: z.nullish(categoryNameSchema),
    created_at: z.nullish(z.string()),
    date: z.nullish(z.string()),
    published_at: z.nullish(z.string()),
    read_time: z.nullish(z.union([z.number(), z.string()])),
    excerpt: z.nullish(z.string()),
    summary: z.nullish(z.string()),
    content: z.nullish(z.string()),
    author: z.nullish(z.string()),
    is_featured: offUnlessTrueSchema,
    views: z.nullish(numericSchema),
    tags: z.pipe(
      z.nullish(jsonColumn(z.array(z.string()))),
      z.transform((tags) => tags ?? []),
    ),
  }),
  z.transform((post) => ({
    ...post,
    image: post.image || post.featured_image || null,
    date: post.created_at ?? post.date ?? post.published_at ?? null,
    excerpt: post.excerpt || post.summary || plainTextOf(post.content ?? '').slice(0, EXCERPT_FALLBACK_LENGTH),
  })),
);

/** `/blog/{id}` links use the slug when there is one. */
export function blogPostPath(post: Pick<BlogPost, 'id' | 'slug'>): string {
  return `/blog/${encodeURIComponent(post.slug || String(post.id))}`;
}

const paginationSchema = z.object({
  last_page: numericSchema,
  current_page: z.nullish(numericSchema),
  total: z.nullish(numericSchema),
});

/**
 * `GET /blog` answers the posts under `data` or `posts`, plus `pagination.last_page`; the parsed
 * page has them under `posts`. An answer without pagination is one page.
 */
export const blogListResponseSchema = preprocess(
  (value) => (isRecord(value) ? { posts: value.posts ?? value.data, pagination: value.pagination ?? { last_page: 1 } } : value),
  z.object({ posts: z.array(blogPostSchema), pagination: paginationSchema }),
);

/** `GET /blog/{id}` answers `{ post }`. */
export const blogPostResponseSchema = z.object({ post: blogPostSchema });

/** `GET /components/blog-posts/recent`. */
export const recentBlogPostsResponseSchema = listAt(['posts', 'blog_posts', 'data', ''], blogPostSchema);

export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogList = z.infer<typeof blogListResponseSchema>;
