import type { z } from 'zod';
import { plainTextOf, type contentSearchResultSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { absoluteUrl } from '../http/public-url';
import type { JsonObject } from '../lib/json';
import { likeContains } from '../lib/like-literal';
import { OPEN_CAREER_CONDITION, utcToday } from './career-queries';
import { readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { isJsonObject, readBlock } from './content-store';
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
 * Pages with the text in any of their words: the title, the content and the texts of page_data,
 * with the contact placeholders read as the details they stand for (as the pages show them).
 * Image paths, links and colours are not words of the page, so they are left out.
 */
function searchPages(db: Db, contains: string, limit: number): SearchResultAnswer[] {
  const details = readContactDetails(db);
  const rows = db
    .prepare(
      `SELECT b.key FROM content_blocks b
       WHERE b.kind = 'page' AND b.key IN (SELECT value FROM json_each(@keys))
         AND EXISTS (
           SELECT 1 FROM json_tree(b.data) t
           WHERE t.type = 'text'
             AND t.key NOT IN ('icon', 'color', 'background_color', 'text_color')
             AND t.atom NOT LIKE '/%' AND t.atom NOT LIKE '#%' AND t.atom NOT LIKE 'http%'
             AND replace(replace(replace(t.atom, '{{company_email}}', @company_email),
                   '{{company_phone}}', @company_phone), '{{company_address}}', @company_address)
                 LIKE @contains ESCAPE '\\')`,
    )
    .all({ keys: JSON.stringify(sitePageKeys), contains, ...details }) as { key: SitePageKey }[];
  const found = new Set(rows.map((row) => row.key));
  return sitePageKeys
    .filter((key) => found.has(key))
    .slice(0, limit)
    .map((key) => {
      const stored = readBlock(db, 'page', key);
      const page = stored ? withContactPlaceholdersFilled(stored, details) : null;
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

interface FaqRow {
  id: number | string | null;
  question: string;
  answer: string | null;
}

function searchFaqs(db: Db, contains: string, limit: number): SearchResultAnswer[] {
  const rows = db
    .prepare(
      `SELECT json_extract(item.value, '$.id') AS id, json_extract(item.value, '$.question') AS question,
              json_extract(item.value, '$.answer') AS answer
       FROM content_blocks b, json_each(b.data) item
       WHERE b.kind = 'component' AND b.key = 'faqs' AND item.type = 'object'
         AND COALESCE(json_extract(item.value, '$.is_active'), 1) NOT IN (0, '0', 'false')
         AND typeof(json_extract(item.value, '$.question')) = 'text'
         AND (json_extract(item.value, '$.question') LIKE @contains ESCAPE '\\'
              OR json_extract(item.value, '$.answer') LIKE @contains ESCAPE '\\')
       ORDER BY json_extract(item.value, '$.sort_order'), item.key
       LIMIT @limit`,
    )
    .all({ contains, limit }) as FaqRow[];
  return rows.map((row) => ({ id: row.id, type: 'faq', title: row.question, excerpt: excerptOf(row.answer), url: '/faq' }));
}

interface PostHitRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content_text: string;
  image: string | null;
  published_at: string | null;
}

function searchBlog(db: Db, publicUrl: string, contains: string, limit: number): SearchResultAnswer[] {
  const rows = db
    .prepare(
      `SELECT id, slug, title, excerpt, content_text, image, published_at FROM blog_posts
       WHERE is_published = 1
         AND (title LIKE @contains ESCAPE '\\' OR excerpt LIKE @contains ESCAPE '\\'
              OR content_text LIKE @contains ESCAPE '\\')
       ORDER BY COALESCE(published_at, created_at) DESC, id DESC
       LIMIT @limit`,
    )
    .all({ contains, limit }) as PostHitRow[];
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

interface CareerHitRow {
  id: number;
  title: string;
  description: string;
  location: string;
  type: string;
}

function searchCareers(db: Db, contains: string, limit: number): SearchResultAnswer[] {
  const rows = db
    .prepare(
      `SELECT id, title, description, location, type FROM careers
       WHERE ${OPEN_CAREER_CONDITION}
         AND (title LIKE @contains ESCAPE '\\' OR description LIKE @contains ESCAPE '\\'
              OR requirements LIKE @contains ESCAPE '\\' OR department LIKE @contains ESCAPE '\\'
              OR location LIKE @contains ESCAPE '\\')
       ORDER BY id
       LIMIT @limit`,
    )
    .all({ contains, limit, today: utcToday() }) as CareerHitRow[];
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
export function searchContent(db: Db, publicUrl: string, { q, type, limit }: SearchRequest): SearchResultAnswer[] {
  const text = q.trim();
  if (text === '') return [];
  const contains = likeContains(text);
  const searches: Record<SearchType, () => SearchResultAnswer[]> = {
    page: () => searchPages(db, contains, limit),
    faq: () => searchFaqs(db, contains, limit),
    blog: () => searchBlog(db, publicUrl, contains, limit),
    career: () => searchCareers(db, contains, limit),
  };
  const wanted = type ? [type] : searchTypes;
  return wanted.flatMap((kind) => searches[kind]()).slice(0, limit);
}
