import type { z } from 'zod';
import type { blogPostSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { absoluteUrl } from '../http/public-url';

/** A post as the storefront parses it. */
export type BlogPostAnswer = z.input<typeof blogPostSchema>;

interface BlogPostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content_html: string;
  image: string | null;
  category: string | null;
  author: string | null;
  tags: string;
  read_time: number | null;
  is_featured: number;
  views: number;
  published_at: string | null;
  created_at: string;
}

const postColumns = `id, slug, title, excerpt, content_html, image, category, author, tags, read_time,
  is_featured, views, published_at, created_at`;

/** Newest first; a post without a publication date counts from its creation. */
const newestFirst = 'ORDER BY COALESCE(published_at, created_at) DESC, id DESC';

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

/** Published posts matching every filter given (category and tag without regard to case). */
const listWhere = `WHERE is_published = 1
  AND (@category IS NULL OR category = @category COLLATE NOCASE)
  AND (@featured IS NULL OR is_featured = @featured)
  AND (@tag IS NULL OR EXISTS (SELECT 1 FROM json_each(blog_posts.tags) WHERE lower(json_each.value) = lower(@tag)))`;

/** One page of published posts, newest first, and how many there are in all. */
export function listPublishedPosts(
  db: Db,
  publicUrl: string,
  { page, perPage, filters = {} }: { page: number; perPage: number; filters?: BlogListFilters },
): BlogPage {
  const params = {
    category: filters.category ?? null,
    tag: filters.tag ?? null,
    featured: filters.featured === undefined ? null : Number(filters.featured),
  };
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM blog_posts ${listWhere}`).get(params) as { total: number };
  const rows = db
    .prepare(`SELECT ${postColumns} FROM blog_posts ${listWhere} ${newestFirst} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: perPage, offset: (page - 1) * perPage }) as BlogPostRow[];
  return { posts: rows.map((row) => toAnswer(row, publicUrl)), total };
}

export function listRecentPosts(db: Db, publicUrl: string, limit: number): BlogPostAnswer[] {
  const rows = db
    .prepare(`SELECT ${postColumns} FROM blog_posts WHERE is_published = 1 ${newestFirst} LIMIT ?`)
    .all(limit) as BlogPostRow[];
  return rows.map((row) => toAnswer(row, publicUrl));
}

/**
 * Reads a published post by slug or numeric id and counts the read as a view; null when there is
 * no such post. The answer carries the view just counted.
 */
export function readPublishedPost(db: Db, publicUrl: string, idOrSlug: string): BlogPostAnswer | null {
  const id = /^\d{1,15}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  return db.transaction(() => {
    const row = db
      .prepare(`SELECT ${postColumns} FROM blog_posts WHERE is_published = 1 AND (slug = @slug OR id = @id)
        ORDER BY slug = @slug DESC LIMIT 1`)
      .get({ slug: idOrSlug, id }) as BlogPostRow | undefined;
    if (!row) return null;
    db.prepare('UPDATE blog_posts SET views = views + 1 WHERE id = ?').run(row.id);
    return toAnswer({ ...row, views: row.views + 1 }, publicUrl);
  })();
}
