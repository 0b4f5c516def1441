import { z } from 'zod/mini';
import { fullHeroSectionResponseSchema, type HeroSection } from '../schemas/cms-banners';
import {
  contentSearchResponseSchema,
  pageResponseSchema,
  publishedPagesResponseSchema,
  type CmsPage,
  type ContentSearchResult,
} from '../schemas/cms-pages';
import { contentResponseSchemas, type ContentPageKey, type ContentPageOf } from '../schemas/content-responses';
import { definedParams, parsedContent, type QueryParams } from './content-answer';
import { ApiError, contentHttp } from './http';
import { readPaths } from './read-paths';

/** Seen through a mapped type, so that indexing by a generic key keeps the key's own answer type. */
const schemaByKey: { [K in ContentPageKey]: z.ZodMiniType<ContentPageOf<K>> } = contentResponseSchemas;

/** `GET /content/{key}`: the page content of homepage, about, faqs, privacy, the app pages... */
export async function getContent<K extends ContentPageKey>(key: K): Promise<ContentPageOf<K>> {
  return parsedContent(schemaByKey[key], () => contentHttp().get(`content/${encodeURIComponent(key)}`));
}

export async function searchContent(query: string, filters: QueryParams = {}): Promise<ContentSearchResult[]> {
  return parsedContent(contentSearchResponseSchema, () =>
    contentHttp().get('content/search', { searchParams: definedParams({ ...filters, q: query }) }),
  );
}

export async function getPublishedPages(): Promise<CmsPage[]> {
  return parsedContent(publishedPagesResponseSchema, () => contentHttp().get('pages/published'));
}

export async function getPage(slug: string): Promise<CmsPage> {
  return parsedContent(pageResponseSchema, () => contentHttp().get(`pages/${encodeURIComponent(slug)}`));
}

/**
 * The hero must never come from an HTTP cache, so a changed hero shows at once. Of the JSON
 * headers only `Accept` is set: a Content-Type on a GET would cost every visitor a CORS preflight.
 */
export async function getFullHeroSection(): Promise<HeroSection | null> {
  const body = await parsedContent(fullHeroSectionResponseSchema, () =>
    contentHttp().get(readPaths.hero, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }),
  );
  if (!body.success) {
    throw new ApiError(body.message ?? 'No hero section', 'http', undefined, body.message ?? undefined);
  }
  return body.full_hero_section ?? null;
}

const looseRecordSchema = z.record(z.string(), z.unknown());

/** `GET /settings`: defined by the content service, not read by any page of this storefront. */
export async function getSettings(): Promise<Record<string, unknown>> {
  return parsedContent(looseRecordSchema, () => contentHttp().get('settings'));
}

/** `GET /content`: defined by the content service, not read by any page of this storefront. */
export async function getAllContent(): Promise<Record<string, unknown>> {
  return parsedContent(looseRecordSchema, () => contentHttp().get('content'));
}
