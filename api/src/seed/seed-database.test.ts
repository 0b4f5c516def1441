import type { Db } from '../db/open-database';
import { migratedSqlite } from '../test-support/test-database';
import { seedCareers } from './careers';
import { renewSeedDeadlines, seedDatabase } from './seed-database';

function count(db: Db, sql: string): number {
  return (db.prepare(sql).get() as { n: number }).n;
}

const seedDay = new Date('2030-03-15T10:00:00Z');

function datesOf(db: Db, sql: string): string[] {
  return (db.prepare(sql).all() as { day: string }[]).map((row) => row.day);
}

async function freshDatabase(): Promise<Db> {
  return (await migratedSqlite()).sqlite;
}

describe('seedDatabase', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(() => db.close());

  it('fills an empty database with a meaningful catalogue and content', () => {
    expect(seedDatabase(db, seedDay)).toBe(true);

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

  it("dates every opening's closing day three to eight weeks after the seed day", () => {
    const deadlines = datesOf(db, 'SELECT application_deadline AS day FROM careers WHERE application_deadline IS NOT NULL');
    expect(deadlines.length).toBeGreaterThanOrEqual(5);
    for (const day of deadlines) {
      expect(day >= '2030-04-05').toBe(true);
      expect(day <= '2030-05-10').toBe(true);
    }
  });

  it("dates the blog posts within the footer's year (2024), spread over several months, whatever the seed day", () => {
    const published = datesOf(db, 'SELECT published_at AS day FROM blog_posts ORDER BY published_at');
    expect(published.every((day) => day.startsWith('2024-'))).toBe(true);
    expect(published[0]! < '2024-09-01').toBe(true);
    expect(published[published.length - 1]! > '2024-12-01').toBe(true);
    expect(new Set(published.map((day) => day.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    // The festive season's post is dated in the festive season.
    expect(db.prepare("SELECT published_at FROM blog_posts WHERE slug = 'festive-season-menu-ideas'").pluck().get()).toMatch(/^2024-12-/);
  });

  it('gives each post a read time from its text at 200 words a minute, at least one', () => {
    const posts = db.prepare('SELECT content_text, read_time FROM blog_posts').all() as { content_text: string; read_time: number }[];
    for (const post of posts) {
      const words = post.content_text.split(/\s+/).filter(Boolean).length;
      expect(post.read_time).toBe(Math.max(1, Math.ceil(words / 200)));
    }
    expect(new Set(posts.map((post) => post.read_time)).size).toBeGreaterThan(1);
  });

  it('makes one delivery-time promise, the menu banner\'s 10 to 16 minutes', () => {
    const content = (db.prepare('SELECT data FROM content_blocks').pluck().all() as string[]).join('\n');
    expect(content).not.toMatch(/30 to 45|30-45/);
    expect(content.match(/(\d+) to (\d+) minutes/g)).toEqual(expect.arrayContaining(['10 to 16 minutes']));
    expect(new Set(content.match(/\d+ to \d+ minutes/g))).toEqual(new Set(['10 to 16 minutes']));
  });

  it('holds the same data when seeded again on the same day', async () => {
    const other = await freshDatabase();
    try {
      seedDatabase(other, new Date('2030-03-15T23:59:00Z'));
      const snapshot = (target: Db) => [
        target.prepare('SELECT title, application_deadline FROM careers ORDER BY id').all(),
        target.prepare('SELECT slug, published_at FROM blog_posts ORDER BY id').all(),
        target.prepare('SELECT kind, key, data FROM content_blocks ORDER BY rowid').all(),
        target.prepare('SELECT uuid, name FROM products ORDER BY id').all(),
      ];
      expect(snapshot(other)).toEqual(snapshot(db));
    } finally {
      other.close();
    }
  });

  it('seeds only once', () => {
    const before = count(db, 'SELECT count(*) AS n FROM products');
    expect(seedDatabase(db)).toBe(false);
    expect(count(db, 'SELECT count(*) AS n FROM products')).toBe(before);
  });
});

describe('renewSeedDeadlines', () => {
  it('gives the seeded openings whose closing day has passed a closing day ahead again', async () => {
    const db = await freshDatabase();
    try {
      seedDatabase(db, seedDay);
      db.prepare("INSERT INTO careers (title, location, type, description, application_deadline) VALUES ('Chef', 'Lusaka', 'Full-time', 'Cook', '2030-03-20')").run();
      const halfYearOn = new Date('2030-09-15T06:00:00Z');
      const renewable = seedCareers.filter((career) => career.deadlineInDays !== null).length;
      expect(renewSeedDeadlines(db, halfYearOn)).toBe(renewable);
      const deadlines = datesOf(db, "SELECT application_deadline AS day FROM careers WHERE title <> 'Chef' AND application_deadline IS NOT NULL");
      expect(deadlines.every((day) => day > '2030-09-15')).toBe(true);
      // An opening the seed did not write keeps its date; one without a closing day keeps none.
      expect(datesOf(db, "SELECT application_deadline AS day FROM careers WHERE title = 'Chef'")).toEqual(['2030-03-20']);
      expect(count(db, 'SELECT count(*) AS n FROM careers WHERE application_deadline IS NULL')).toBe(1);
      // Nothing to do the next day.
      expect(renewSeedDeadlines(db, new Date('2030-09-16T06:00:00Z'))).toBe(0);
    } finally {
      db.close();
    }
  });

  it('leaves a database the seed did not fill alone', async () => {
    const db = await freshDatabase();
    try {
      db.prepare("INSERT INTO careers (title, location, type, description, application_deadline) VALUES ('Delivery Driver', 'Lusaka', 'Full-time', 'Drive', '2030-01-01')").run();
      expect(renewSeedDeadlines(db, seedDay)).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('seedDatabase on a database seeded before its content agreed with itself', () => {
  it('dates the seed posts in the footer\'s year and rewords the other delivery promise, once', async () => {
    const db = await freshDatabase();
    seedDatabase(db, seedDay);
    db.exec(`
      UPDATE blog_posts SET published_at = '2026-03-01T08:00:00Z';
      UPDATE content_blocks SET data = replace(data, 'Most orders reach your door 10 to 16 minutes after they leave the kitchen, hot and sealed.', 'Most orders arrive within 30 to 45 minutes, hot and sealed.');
      INSERT INTO blog_posts (slug, title, content_html, content_text, published_at) VALUES ('our-own', 'Our own', '<p>x</p>', 'x', '2026-05-05T08:00:00Z');
      DELETE FROM seed_history WHERE name = 'content-agrees-with-itself';
    `);
    seedDatabase(db, seedDay);
    const days = datesOf(db, "SELECT published_at AS day FROM blog_posts WHERE slug <> 'our-own'");
    expect(days.every((day) => day.startsWith('2024-'))).toBe(true);
    expect(datesOf(db, "SELECT published_at AS day FROM blog_posts WHERE slug = 'our-own'")).toEqual(['2026-05-05T08:00:00Z']);
    const content = (db.prepare('SELECT data FROM content_blocks').pluck().all() as string[]).join('\n');
    expect(content).not.toContain('30 to 45');
    db.close();
  });
});

describe('seedDatabase on a database seeded before the roads and landmarks', () => {
  it('adds the new places once, renames the old ones and leaves hand-made places alone', async () => {
    const db = await freshDatabase();
    seedDatabase(db, seedDay);
    db.exec(`
      DELETE FROM places WHERE kind = 'road' OR name IN ('Arcades Shopping Mall', 'Levy Junction');
      UPDATE places SET name = 'University of Zambia' WHERE name = 'University of Zambia (UNZA)';
      INSERT INTO places (name, area, province, kind, latitude, longitude) VALUES ('My Farm', 'Chongwe', 'Lusaka', 'landmark', -15.3, 28.7);
      DELETE FROM seed_history WHERE name = 'places-roads-and-landmarks';
    `);
    const names = (): string[] => (db.prepare('SELECT name FROM places ORDER BY name').pluck().all() as string[]);
    expect(names()).not.toContain('Great East Road');

    expect(seedDatabase(db, seedDay)).toBe(false);
    expect(names()).toEqual(expect.arrayContaining(['Great East Road', 'Arcades Shopping Mall', 'Levy Junction', 'University of Zambia (UNZA)', 'My Farm']));
    expect(names()).not.toContain('University of Zambia');
    expect(db.prepare("SELECT kind FROM places WHERE name = 'Cairo Road'").pluck().get()).toBe('road');
    const count = names().length;
    db.prepare("DELETE FROM places WHERE name = 'Great East Road'").run();
    seedDatabase(db, seedDay);
    expect(names()).toHaveLength(count - 1);
    db.close();
  });
});
