import { migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { seedDatabase } from './seed-database';

function count(db: Db, sql: string): number {
  return (db.prepare(sql).get() as { n: number }).n;
}

describe('seedDatabase', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
    migrate(db);
  });
  afterAll(() => db.close());

  it('fills an empty database with a meaningful catalogue and content', () => {
    expect(seedDatabase(db)).toBe(true);

    expect(count(db, 'SELECT count(*) AS n FROM products')).toBeGreaterThanOrEqual(40);
    expect(count(db, 'SELECT count(DISTINCT category_id) AS n FROM products')).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT count(*) AS n FROM vendors')).toBeGreaterThanOrEqual(6);
    expect(count(db, 'SELECT count(DISTINCT city) AS n FROM vendors')).toBe(4);
    expect(count(db, 'SELECT count(*) AS n FROM blog_posts WHERE is_published = 1')).toBeGreaterThanOrEqual(13);
    expect(count(db, 'SELECT count(*) AS n FROM careers')).toBeGreaterThanOrEqual(6);
    expect(count(db, 'SELECT count(*) AS n FROM places')).toBeGreaterThanOrEqual(60);
    expect(count(db, 'SELECT count(*) AS n FROM tips')).toBe(3);
    expect(count(db, 'SELECT count(*) AS n FROM contact_info')).toBe(1);
  });

  it('stores CMS content for every content key and component', () => {
    const keys = (db.prepare('SELECT kind, key FROM content_blocks').all() as { kind: string; key: string }[]).map(
      (row) => `${row.kind}:${row.key}`,
    );
    const pages = ['homepage', 'about', 'faqs', 'blog', 'contact', 'careers', 'privacy', 'rider-app', 'user-app', 'merchant-app', 'footer', 'navigation'];
    const components = ['full-hero-section', 'app-download', 'app-download-banner', 'feature-cards', 'highlight-cards', 'faqs', 'team-focus', 'footer-sections'];
    expect(keys).toEqual(
      expect.arrayContaining([...pages.map((key) => `page:${key}`), ...components.map((key) => `component:${key}`)]),
    );
  });

  it('gives blog posts unique slugs, both content forms and tags', () => {
    const posts = db.prepare('SELECT slug, content_html, content_text, tags FROM blog_posts').all() as {
      slug: string;
      content_html: string;
      content_text: string;
      tags: string;
    }[];
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content_html).toContain('<p>');
      expect(post.content_text).not.toContain('<');
      expect(JSON.parse(post.tags)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('seeds only once', () => {
    const before = count(db, 'SELECT count(*) AS n FROM products');
    expect(seedDatabase(db)).toBe(false);
    expect(count(db, 'SELECT count(*) AS n FROM products')).toBe(before);
  });
});
