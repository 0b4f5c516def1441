import type { z } from 'zod';
import type { blogPostSchema } from '@storefront/api-client/schemas';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connect-database';
import { equalsNoCase } from '../db/no-case';
import type { DB } from '../db/tables';
import { absoluteUrl } from '../http/public-url';
import type { JsonValue } from '../lib/json';
import { jsonEntries, lowerAscii, sqlValueOf } from './json-as-sql';

/** A post as the storefront parses it. */
export type BlogPostAnswer = z.input<typeof blogPostSchema>;

const postColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content_html',
  'image',
  'category',
  'author',
  'tags',
  'read_time',
  'is_featured',
  'views',
  'published_at',
  'created_at',
] as const;

type BlogPostRow = Pick<Selectable<DB['blog_posts']>, (typeof postColumns)[number]>;

/** Newest first; a post without a publication date counts from its creation. */
function newestFirst<O>(query: SelectQueryBuilder<DB, 'blog_posts', O>): SelectQueryBuilder<DB, 'blog_posts', O> {
  return query.orderBy((eb) => eb.fn.coalesce('published_at', 'created_at'), 'desc').orderBy('id', 'desc');
}

function toAnswer(row: BlogPostRow, publicUrl: string): BlogPostAnswer {
  const publishedAt = row.published_at ?? row.created_at;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // HTML; the storefront sanitises it before rendering.
    content: row.content_html,
    image: absoluteUrl(publicUrl, row.image),
    category: row.category,
    author: row.author,
    tags: JSON.parse(row.tags) as string[],
    read_time: row.read_time,
    is_featured: row.is_featured === 1,
    views: row.views,
    // The page shows the publication date; the contract reads created_at first.
    created_at: publishedAt,
    published_at: publishedAt,
  };
}

export interface BlogListFilters {
  category?: string;
  tag?: string;
  featured?: boolean;
}

export interface BlogPage {
  posts: BlogPostAnswer[];
  total: number;
}

/** Whether one of the post's tags (a JSON array) is `tag`, case aside, as SQLite's lower() compared them. */
function hasTag(tags: string, tag: string): boolean {
  const wanted = lowerAscii(tag);
  return jsonEntries(JSON.parse(tags) as JsonValue).some(([, value]) => {
    const text = sqlValueOf(value);
    return text !== null && lowerAscii(String(text)) === wanted;
  });
}

/**
 * The ids of the published posts matching every filter given (category and tag without regard to
 * case), newest first. The tags are a JSON array, so the tag is matched here rather than in SQL.
 */
async function matchingPostIds(db: Db, { category, tag, featured }: BlogListFilters): Promise<number[]> {
  let query = db.selectFrom('blog_posts').select(['id', 'tags']).where('is_published', '=', 1);
  if (category !== undefined) query = query.where((eb) => equalsNoCase(eb.ref('category'), category));
  if (featured !== undefined) query = query.where('is_featured', '=', Number(featured));
  const rows = await newestFirst(query).execute();
  return rows.filter((row) => tag === undefined || hasTag(row.tags, tag)).map((row) => row.id);
}

/** One page of published posts, newest first, and how many there are in all. */
export async function listPublishedPosts(
  db: Db,
  publicUrl: string,
  { page, perPage, filters = {} }: { page: number; perPage: number; filters?: BlogListFilters },
): Promise<BlogPage> {
  const ids = await matchingPostIds(db, filters);
  const pageIds = ids.slice((page - 1) * perPage, page * perPage);
  if (pageIds.length === 0) return { posts: [], total: ids.length };
  const rows = await newestFirst(db.selectFrom('blog_posts').select(postColumns).where('id', 'in', pageIds)).execute();
  return { posts: rows.map((row) => toAnswer(row, publicUrl)), total: ids.length };
}

export async function listRecentPosts(db: Db, publicUrl: string, limit: number): Promise<BlogPostAnswer[]> {
  const rows = await newestFirst(db.selectFrom('blog_posts').select(postColumns).where('is_published', '=', 1))
    .limit(limit)
    .execute();
  return rows.map((row) => toAnswer(row, publicUrl));
}

/** Ids are PostgreSQL integers: a larger number names no post, and PostgreSQL refuses it as one. */
const MAX_POST_ID = 2_147_483_647;

/**
 * Reads a published post by slug or numeric id and counts the read as a view; null when there is
 * no such post. A slug made of digits names its own post before the post with that id. The answer
 * carries the view just counted.
 */
export async function readPublishedPost(db: Db, publicUrl: string, idOrSlug: string): Promise<BlogPostAnswer | null> {
  const id = /^\d{1,15}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('blog_posts')
      .select(postColumns)
      .where('is_published', '=', 1)
      .where((eb) =>
        eb.or([eb('slug', '=', idOrSlug), ...(id !== null && id <= MAX_POST_ID ? [eb('id', '=', id)] : [])]),
      )
      .execute();
    const row = rows.find((candidate) => candidate.slug === idOrSlug) ?? rows[0];
    if (!row) return null;
    await trx
      .updateTable('blog_posts')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return toAnswer({ ...row, views: row.views + 1 }, publicUrl);
  });
}
