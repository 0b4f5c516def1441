import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOG_PAGE_SIZE, CONTACT_MESSAGE_MAX_LENGTH } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { contentKeys, isContentKey, readContent } from '../content/content-answers';
import { readContactInfo } from '../content/contact-queries';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_TEXT_LENGTH,
  searchContent,
  searchTypes,
} from '../content/content-search';
import { isSitePageKey, listSitePages, readSitePage } from '../content/site-pages';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { withAbsoluteImageUrls } from '../http/public-url';
import { brand } from '../seed/brand';

export const UNKNOWN_CONTENT_TYPE_MESSAGE = 'Unknown content type';

const searchQuery = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_TEXT_LENGTH, `The search text is too long (at most ${MAX_SEARCH_TEXT_LENGTH} characters).`)
    .default(''),
  type: z.enum(searchTypes).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${MAX_SEARCH_LIMIT}`)
    .max(MAX_SEARCH_LIMIT, `limit must be between 1 and ${MAX_SEARCH_LIMIT}`)
    .default(DEFAULT_SEARCH_LIMIT),
});

const keyParams = z.object({ key: z.string() });
const slugParams = z.object({ slug: z.string() });

/** CMS pages by content key and slug, search, and the service's settings. */
export function registerContentRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.get('/content', async () => {
    const content: Record<string, unknown> = {};
    for (const key of contentKeys) content[key] = await readContent(db, config.publicUrl, key);
    return { success: true, content };
  });

  // Other params the storefront passes along are ignored.
  app.get('/content/search', async (request) => {
    const { q, type, limit } = parseInput(searchQuery, request.query);
    return { success: true, query: q.trim(), results: await searchContent(db, config.publicUrl, { q, type, limit }) };
  });

  app.get('/content/:key', async (request) => {
    const { key } = parseInput(keyParams, request.params);
    if (!isContentKey(key)) throw notFound(UNKNOWN_CONTENT_TYPE_MESSAGE);
    const answer = await readContent(db, config.publicUrl, key);
    if (answer === null) throw notFound('Content not found');
    return { ...answer, success: true };
  });

  app.get('/pages/published', async () => ({
    success: true,
    pages: withAbsoluteImageUrls(config.publicUrl, await listSitePages(db)),
  }));

  app.get('/pages/:slug', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    const page = isSitePageKey(slug) ? await readSitePage(db, slug) : null;
    if (!page) throw notFound('Page not found');
    return { success: true, page: withAbsoluteImageUrls(config.publicUrl, page) };
  });

  // Not read by any page of this storefront: the constants a content client may want.
  app.get('/settings', async () => {
    const contact = await readContactInfo(db);
    return {
      success: true,
      settings: {
        site_name: brand.name,
        currency: 'ZMW',
        currency_symbol: 'ZK',
        default_dial_code: '+260',
        blog_per_page: BLOG_PAGE_SIZE,
        contact_message_max_length: CONTACT_MESSAGE_MAX_LENGTH,
        company_email: contact?.company_email ?? null,
        company_phone: contact?.company_phone ?? null,
      },
    };
  });
}
