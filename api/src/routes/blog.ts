import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { listPublishedPosts, readPublishedPost } from '../content/blog-queries';
import { noStore } from '../http/cache-control';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { queryFlagSchema, queryTextSchema } from './query-flags';

export const MAX_BLOG_PAGE_SIZE = 50;
export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found.';

const blogQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1),
  per_page: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, `must be between 1 and ${MAX_BLOG_PAGE_SIZE}`)
    .max(MAX_BLOG_PAGE_SIZE, `must be between 1 and ${MAX_BLOG_PAGE_SIZE}`)
    .default(BLOG_PAGE_SIZE),
  category: queryTextSchema.optional(),
  tag: queryTextSchema.optional(),
  featured: queryFlagSchema.optional(),
});

const postParams = z.object({ id: z.string() });

/** The blog: a page of posts and one post by slug or id. */
export function registerBlogRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.get('/blog', async (request) => {
    const { page, per_page: perPage, category, tag, featured } = parseInput(blogQuery, request.query);
    const { posts, total } = await listPublishedPosts(db, config.publicUrl, {
      page,
      perPage,
      filters: { category: category || undefined, tag: tag || undefined, featured },
    });
    return {
      success: true,
      data: posts,
      pagination: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  // Each read counts a view, so the answer must not come from a browser cache.
  app.get('/blog/:id', async (request, reply) => {
    noStore(reply);
    const { id } = parseInput(postParams, request.params);
    const post = await readPublishedPost(db, config.publicUrl, id);
    // `error` as well: the contract reads either a 404 or an `{ error }` answer as "no such post".
    if (!post) throw new HttpError(404, BLOG_POST_NOT_FOUND_MESSAGE, { error: BLOG_POST_NOT_FOUND_MESSAGE });
    return { success: true, post };
  });
}
