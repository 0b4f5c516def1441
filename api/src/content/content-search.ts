import type { z } from 'zod';
import { plainTextOf, type ContactDetails, type contentSearchResultSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { likeNoCase } from '../db/no-case';
import { absoluteUrl } from '../http/public-url';
import type { JsonObject, JsonValue } from '../lib/json';
import { likeContains } from '../lib/like-literal';
import { careerContains, isOpenCareer, utcToday } from './career-queries';
import { readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { isActive, isJsonObject, readDocument } from './content-store';
import { compareSqlValues, jsonEntries, lowerAscii, sqlValueOf, type SqlValue } from './json-as-sql';
import { sitePageKeys, sitePageRoutes, type SitePageKey } from './site-pages';

export type SearchResultAnswer = z.input<typeof contentSearchResultSchema>;

export const searchTypes = ['page', 'faq', 'blog', 'career'] as const;
export type SearchType = (typeof searchTypes)[number];

export const MAX_SEARCH_TEXT_LENGTH = 100;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;

const EXCERPT_LENGTH = 160;

function excerptOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = plainTextOf(text);
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH - 1)}…` : plain;
}

function textField(document: JsonObject | null | undefined, name: string): string | null {
  const value = document?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Whether `text` has the search text `needle` (lowered with lowerAscii) in it: literally, ASCII
 * letters without regard to case, as the SQL LIKE of the CMS documents found it.
 */
function containsNeedle(text: string, needle: string): boolean {
  return lowerAscii(text).includes(needle);
}

/** Keys whose texts are no words of a page (icons, colours). */
const nonWordKeys = new Set(['icon', 'color', 'background_color', 'text_color']);

/**
 * The texts of a page document that are words of the page: every string in it, at any depth,
 * except one whose own key is a non-word key, and image paths, links and colours ('/...', '#...',
 * 'http...'). A document that is only a string has no key and no words.
 */
function* pageWords(value: JsonValue, key: number | string | null): Generator<string> {
  if (typeof value === 'string') {
    const named = typeof key === 'number' || (typeof key === 'string' && !nonWordKeys.has(key));
    if (named && !value.startsWith('/') && !value.startsWith('#') && !lowerAscii(value).startsWith('http')) yield value;
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [childKey, child] of jsonEntries(value)) yield* pageWords(child, childKey);
}

/** A text with the contact placeholders read as the details they stand for (not escaped: these are words, not HTML). */
function withDetails(text: string, details: ContactDetails): string {
  return text
    .replaceAll('{{company_email}}', () => details.company_email)
    .replaceAll('{{company_phone}}', () => details.company_phone)
    .replaceAll('{{company_address}}', () => details.company_address);
}

/**
 * Pages with the text in any of their words: the title, the content and the texts of page_data,
 * with the contact placeholders read as the details they stand for (as the pages show them).
 * Image paths, links and colours are not words of the page, so they are left out.
 */
async function searchPages(db: Db, needle: string, limit: number): Promise<SearchResultAnswer[]> {
  const details = await readContactDetails(db);
  const rows = await db
    .selectFrom('content_blocks')
    .select(['key', 'data'])
    .where('kind', '=', 'page')
    .where('key', 'in', sitePageKeys)
    .execute();
  const documents = new Map(rows.map((row) => [row.key, JSON.parse(row.data) as JsonValue]));
  const found = (key: SitePageKey): boolean => {
    const document = documents.get(key);
    if (document === undefined) return false;
    for (const word of pageWords(document, null)) if (containsNeedle(withDetails(word, details), needle)) return true;
    return false;
  };
  return sitePageKeys
    .filter(found)
    .slice(0, limit)
    .map((key) => {
      const stored = documents.get(key);
      const page = isJsonObject(stored) ? withContactPlaceholdersFilled(stored, details) : null;
      const data = isJsonObject(page?.page_data) ? page.page_data : null;
      return {
        id: key,
        type: 'page',
        title: textField(page, 'title') ?? key,
        slug: key,
        excerpt: excerptOf(textField(data, 'subtitle') ?? textField(data, 'hero_subtitle') ?? textField(page, 'content')),
        url: sitePageRoutes[key],
      };
    });
}

interface FaqHit {
  order: SqlValue;
  key: SqlValue;
  id: SqlValue;
  question: string;
  answer: string | null;
}

/** An active FAQ of the list with a question, as a hit; null for anything else in the list. */
function faqHit(key: number | string | null, item: JsonValue): FaqHit | null {
  if (!isJsonObject(item) || !isActive(item) || typeof item.question !== 'string') return null;
  return {
    order: sqlValueOf(item.sort_order),
    key,
    id: sqlValueOf(item.id),
    question: item.question,
    answer: typeof item.answer === 'string' ? item.answer : null,
  };
}

/** Active FAQs whose question or answer has the text, in the list's sort order (then its own). */
async function searchFaqs(db: Db, needle: string, limit: number): Promise<SearchResultAnswer[]> {
  const list = await readDocument(db, 'component', 'faqs');
  if (list === undefined) return [];
  return jsonEntries(list)
    .map(([key, item]) => faqHit(key, item))
    .filter((hit): hit is FaqHit => hit !== null)
    .filter((hit) => containsNeedle(hit.question, needle) || (hit.answer !== null && containsNeedle(hit.answer, needle)))
    .sort((a, b) => compareSqlValues(a.order, b.order) || compareSqlValues(a.key, b.key))
    .slice(0, limit)
    .map((hit) => ({ id: hit.id, type: 'faq', title: hit.question, excerpt: excerptOf(hit.answer), url: '/faq' }));
}

async function searchBlog(db: Db, publicUrl: string, text: string, limit: number): Promise<SearchResultAnswer[]> {
  const contains = likeContains(text);
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title', 'excerpt', 'content_text', 'image', 'published_at'])
    .where('is_published', '=', 1)
    .where((eb) =>
      eb.or((['title', 'excerpt', 'content_text'] as const).map((column) => likeNoCase(eb.ref(column), contains))),
    )
    .orderBy((eb) => eb.fn.coalesce('published_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'blog',
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? excerptOf(row.content_text),
    url: `/blog/${encodeURIComponent(row.slug)}`,
    image: absoluteUrl(publicUrl, row.image),
    date: row.published_at,
  }));
}

async function searchCareers(db: Db, text: string, limit: number): Promise<SearchResultAnswer[]> {
  const today = utcToday();
  const rows = await db
    .selectFrom('careers')
    .select(['id', 'title', 'description', 'location', 'type'])
    .where((eb) => eb.and([isOpenCareer(eb, today), careerContains(eb, text)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'career',
    title: row.title,
    excerpt: excerptOf(row.description),
    url: '/careers',
    location: row.location,
    job_type: row.type,
  }));
}

export interface SearchRequest {
  q: string;
  type?: SearchType;
  limit: number;
}

/**
 * Pages, FAQs, blog posts and careers containing the text (without regard to case for ASCII
 * letters, literally: '%' and '_' are not wildcards), in that order, at most `limit` in all.
 * Empty text finds nothing.
 */
export async function searchContent(db: Db, publicUrl: string, { q, type, limit }: SearchRequest): Promise<SearchResultAnswer[]> {
  const text = q.trim();
  if (text === '') return [];
  const needle = lowerAscii(text);
  const searches: Record<SearchType, () => Promise<SearchResultAnswer[]>> = {
    page: () => searchPages(db, needle, limit),
    faq: () => searchFaqs(db, needle, limit),
    blog: () => searchBlog(db, publicUrl, text, limit),
    career: () => searchCareers(db, text, limit),
  };
  const wanted = type ? [type] : searchTypes;
  const results: SearchResultAnswer[] = [];
  for (const kind of wanted) results.push(...(await searches[kind]()));
  return results.slice(0, limit);
}
