import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../scripts/pnpm.mjs';
import { pageCacheExpired } from './page-cache';

interface Database {
  prepare(sql: string): { run(...params: unknown[]): { changes: number }; get(...params: unknown[]): unknown };
  close(): void;
}

// The backend's own SQLite driver: the test writes where the content service's editors would.
const openDatabase = createRequire(path.join(repoRoot, 'api', 'package.json'))('better-sqlite3') as new (file: string) => Database;

interface PostText {
  title: string;
  excerpt: string;
  content_html: string;
}

/**
 * Changes a blog post's text in the backend's database, and answers once no page rendered before
 * is served any more, with how to put it back (which waits the same way).
 */
export async function editPost(dataDir: string, slug: string, text: PostText): Promise<() => Promise<void>> {
  const withDatabase = <T>(work: (db: Database) => T): T => {
    const db = new openDatabase(path.join(dataDir, 'storefront.sqlite'));
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  const write = (fields: PostText) =>
    withDatabase((db) => {
      const { changes } = db.prepare('UPDATE blog_posts SET title = ?, excerpt = ?, content_html = ? WHERE slug = ?').run(fields.title, fields.excerpt, fields.content_html, slug);
      if (changes !== 1) throw new Error(`no post ${slug}`);
    });
  const before = withDatabase((db) => db.prepare('SELECT title, excerpt, content_html FROM blog_posts WHERE slug = ?').get(slug) as PostText);
  write(text);
  await pageCacheExpired();
  return async () => {
    write(before);
    await pageCacheExpired();
  };
}
