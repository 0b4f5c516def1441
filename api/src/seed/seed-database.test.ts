import { sql } from 'kysely';
import type { Db, StorefrontDatabase } from '../db/connect-database';
import { migrate } from '../db/migrate';
import { emptyTestDatabase, testServerUrl } from '../test-support/test-database';
import { seedCareers } from './careers';
import { renewSeedDeadlines, seedDatabase } from './seed-database';

const seedDay = new Date('2030-03-15T10:00:00Z');

type CountedTable = 'products' | 'vendors' | 'blog_posts' | 'careers' | 'places' | 'tips' | 'contact_info';

async function count(db: Db, table: CountedTable): Promise<number> {
  const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return n;
}

async function freshDatabase(): Promise<StorefrontDatabase> {
  const database = await emptyTestDatabase();
  await migrate(database);
  return database;
}

async function contentText(db: Db): Promise<string> {
  const blocks = await db.selectFrom('content_blocks').select('data').execute();
  return blocks.map((block) => block.data).join('\n');
}

describe(`seedDatabase on ${testServerUrl() === null ? 'SQLite' : 'PostgreSQL'}`, () => {
  let database: StorefrontDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('fills an empty database with a meaningful catalogue and content', async () => {
    expect(await seedDatabase(db, seedDay)).toBe(true);

    expect(await count(db, 'products')).toBeGreaterThanOrEqual(40);
    const categories = await db
      .selectFrom('products')
      .select((eb) => eb.fn.count<number>('category_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(categories.n).toBeGreaterThanOrEqual(5);
    expect(await count(db, 'vendors')).toBeGreaterThanOrEqual(6);
    const cities = await db.selectFrom('vendors').select((eb) => eb.fn.count<number>('city').distinct().as('n')).executeTakeFirstOrThrow();
    expect(cities.n).toBe(4);
    const published = await db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_published', '=', 1)
      .executeTakeFirstOrThrow();
    expect(published.n).toBeGreaterThanOrEqual(13);
    expect(await count(db, 'careers')).toBeGreaterThanOrEqual(6);
    expect(await count(db, 'places')).toBeGreaterThanOrEqual(60);
    expect(await count(db, 'tips')).toBe(3);
    expect(await count(db, 'contact_info')).toBe(1);
  });

  it('stores CMS content for every content key and component', async () => {
    const keys = (await db.selectFrom('content_blocks').select(['kind', 'key']).execute()).map((row) => `${row.kind}:${row.key}`);
    const pages = ['homepage', 'about', 'faqs', 'blog', 'contact', 'careers', 'privacy', 'rider-app', 'user-app', 'merchant-app', 'footer', 'navigation'];
    const components = ['full-hero-section', 'app-download', 'app-download-banner', 'feature-cards', 'highlight-cards', 'faqs', 'team-focus', 'footer-sections'];
    expect(keys).toEqual(
      expect.arrayContaining([...pages.map((key) => `page:${key}`), ...components.map((key) => `component:${key}`)]),
    );
  });

  it('gives blog posts unique slugs, both content forms and tags', async () => {
    const posts = await db.selectFrom('blog_posts').select(['slug', 'content_html', 'content_text', 'tags']).execute();
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content_html).toContain('<p>');
      expect(post.content_text).not.toContain('<');
      expect(JSON.parse(post.tags)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it("dates every opening's closing day three to eight weeks after the seed day", async () => {
    const deadlines = await deadlinesOf(db);
    expect(deadlines.length).toBeGreaterThanOrEqual(5);
    for (const day of deadlines) {
      expect(day >= '2030-04-05').toBe(true);
      expect(day <= '2030-05-10').toBe(true);
    }
  });

  it("dates the blog posts within the footer's year (2024), spread over several months, whatever the seed day", async () => {
    const published = await publishedDays(db);
    expect(published.every((day) => day.startsWith('2024-'))).toBe(true);
    expect(published[0]! < '2024-09-01').toBe(true);
    expect(published[published.length - 1]! > '2024-12-01').toBe(true);
    expect(new Set(published.map((day) => day.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    // The festive season's post is dated in the festive season.
    expect(await publishedDays(db, 'festive-season-menu-ideas')).toEqual([expect.stringMatching(/^2024-12-/)]);
  });

  it('gives each post a read time from its text at 200 words a minute, at least one', async () => {
    const posts = await db.selectFrom('blog_posts').select(['content_text', 'read_time']).execute();
    for (const post of posts) {
      const words = post.content_text.split(/\s+/).filter(Boolean).length;
      expect(post.read_time).toBe(Math.max(1, Math.ceil(words / 200)));
    }
    expect(new Set(posts.map((post) => post.read_time)).size).toBeGreaterThan(1);
  });

  it('makes one delivery-time promise, the menu banner\'s 10 to 16 minutes', async () => {
    const content = await contentText(db);
    expect(content).not.toMatch(/30 to 45|30-45/);
    expect(content.match(/(\d+) to (\d+) minutes/g)).toEqual(expect.arrayContaining(['10 to 16 minutes']));
    expect(new Set(content.match(/\d+ to \d+ minutes/g))).toEqual(new Set(['10 to 16 minutes']));
  });

  it('holds the same data when seeded again on the same day', async () => {
    const other = await freshDatabase();
    try {
      await seedDatabase(other.db, new Date('2030-03-15T23:59:00Z'));
      const snapshot = (target: Db) =>
        Promise.all([
          target.selectFrom('careers').select(['title', 'application_deadline']).orderBy('id').execute(),
          target.selectFrom('blog_posts').select(['slug', 'published_at']).orderBy('id').execute(),
          target.selectFrom('content_blocks').select(['kind', 'key', 'data']).orderBy('kind').orderBy('key').execute(),
          target.selectFrom('products').select(['uuid', 'name']).orderBy('id').execute(),
        ]);
      expect(await snapshot(other.db)).toEqual(await snapshot(db));
    } finally {
      await other.close();
    }
  });

  it('seeds only once', async () => {
    const before = await count(db, 'products');
    expect(await seedDatabase(db)).toBe(false);
    expect(await count(db, 'products')).toBe(before);
  });
});

/** The closing days of the openings that have one (of those whose title is, or is not, the one given). */
async function deadlinesOf(db: Db, title?: readonly ['=' | '<>', string]): Promise<string[]> {
  let query = db.selectFrom('careers').select('application_deadline').where('application_deadline', 'is not', null);
  if (title !== undefined) query = query.where('title', title[0], title[1]);
  const rows = await query.orderBy('id').execute();
  return rows.flatMap((row) => (row.application_deadline === null ? [] : [row.application_deadline]));
}

/** The posts' publication times in order (of the post `slug`, when given). */
async function publishedDays(db: Db, slug?: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('published_at')
    .$if(slug !== undefined, (qb) => qb.where('slug', '=', slug ?? ''))
    .orderBy('published_at')
    .execute();
  return rows.flatMap((row) => (row.published_at === null ? [] : [row.published_at]));
}

describe('renewSeedDeadlines', () => {
  it('gives the seeded openings whose closing day has passed a closing day ahead again', async () => {
    const database = await freshDatabase();
    const { db } = database;
    try {
      await seedDatabase(db, seedDay);
      await db
        .insertInto('careers')
        .values({ title: 'Chef', location: 'Lusaka', type: 'Full-time', description: 'Cook', application_deadline: '2030-03-20' })
        .execute();
      const halfYearOn = new Date('2030-09-15T06:00:00Z');
      const renewable = seedCareers.filter((career) => career.deadlineInDays !== null).length;
      expect(await renewSeedDeadlines(db, halfYearOn)).toBe(renewable);
      const deadlines = await deadlinesOf(db, ['<>', 'Chef']);
      expect(deadlines.every((day) => day > '2030-09-15')).toBe(true);
      // An opening the seed did not write keeps its date; one without a closing day keeps none.
      expect(await deadlinesOf(db, ['=', 'Chef'])).toEqual(['2030-03-20']);
      const undated = await db
        .selectFrom('careers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('application_deadline', 'is', null)
        .executeTakeFirstOrThrow();
      expect(undated.n).toBe(1);
      // Nothing to do the next day.
      expect(await renewSeedDeadlines(db, new Date('2030-09-16T06:00:00Z'))).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('leaves a database the seed did not fill alone', async () => {
    const database = await freshDatabase();
    try {
      await database.db
        .insertInto('careers')
        .values({ title: 'Delivery Driver', location: 'Lusaka', type: 'Full-time', description: 'Drive', application_deadline: '2030-01-01' })
        .execute();
      expect(await renewSeedDeadlines(database.db, seedDay)).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('seedDatabase on a database seeded before its content agreed with itself', () => {
  it('dates the seed posts in the footer\'s year and rewords the other delivery promise, once', async () => {
    const database = await freshDatabase();
    const { db } = database;
    try {
      await seedDatabase(db, seedDay);
      await db.updateTable('blog_posts').set({ published_at: '2026-03-01T08:00:00Z' }).execute();
      const promised = 'Most orders reach your door 10 to 16 minutes after they leave the kitchen, hot and sealed.';
      const older = 'Most orders arrive within 30 to 45 minutes, hot and sealed.';
      await db
        .updateTable('content_blocks')
        .set({ data: sql<string>`replace(data, ${promised}, ${older})` })
        .execute();
      await db
        .insertInto('blog_posts')
        .values({ slug: 'our-own', title: 'Our own', content_html: '<p>x</p>', content_text: 'x', published_at: '2026-05-05T08:00:00Z' })
        .execute();
      await db.deleteFrom('seed_history').where('name', '=', 'content-agrees-with-itself').execute();

      await seedDatabase(db, seedDay);
      const seeded = await db.selectFrom('blog_posts').select('published_at').where('slug', '<>', 'our-own').execute();
      expect(seeded.every((post) => post.published_at?.startsWith('2024-'))).toBe(true);
      expect(await publishedDays(db, 'our-own')).toEqual(['2026-05-05T08:00:00Z']);
      expect(await contentText(db)).not.toContain('30 to 45');
    } finally {
      await database.close();
    }
  });
});

describe('seedDatabase on a database seeded before the roads and landmarks', () => {
  it('adds the new places once, renames the old ones and leaves hand-made places alone', async () => {
    const database = await freshDatabase();
    const { db } = database;
    try {
      await seedDatabase(db, seedDay);
      await db
        .deleteFrom('places')
        .where((eb) => eb.or([eb('kind', '=', 'road'), eb('name', 'in', ['Arcades Shopping Mall', 'Levy Junction'])]))
        .execute();
      await db.updateTable('places').set({ name: 'University of Zambia' }).where('name', '=', 'University of Zambia (UNZA)').execute();
      await db
        .insertInto('places')
        .values({ name: 'My Farm', area: 'Chongwe', province: 'Lusaka', kind: 'landmark', latitude: -15.3, longitude: 28.7 })
        .execute();
      await db.deleteFrom('seed_history').where('name', '=', 'places-roads-and-landmarks').execute();
      const names = async (): Promise<string[]> => (await db.selectFrom('places').select('name').orderBy('name').execute()).map((row) => row.name);
      expect(await names()).not.toContain('Great East Road');

      expect(await seedDatabase(db, seedDay)).toBe(false);
      expect(await names()).toEqual(
        expect.arrayContaining(['Great East Road', 'Arcades Shopping Mall', 'Levy Junction', 'University of Zambia (UNZA)', 'My Farm']),
      );
      expect(await names()).not.toContain('University of Zambia');
      const cairoRoad = await db.selectFrom('places').select('kind').where('name', '=', 'Cairo Road').executeTakeFirst();
      expect(cairoRoad?.kind).toBe('road');
      const count = (await names()).length;
      await db.deleteFrom('places').where('name', '=', 'Great East Road').execute();
      await seedDatabase(db, seedDay);
      expect(await names()).toHaveLength(count - 1);
    } finally {
      await database.close();
    }
  });
});

describe('seedDatabase from replicas starting together', () => {
  it('seeds once', async () => {
    const database = await freshDatabase();
    try {
      const seeded = await Promise.all([seedDatabase(database.db, seedDay), seedDatabase(database.db, seedDay)]);
      expect(seeded.sort()).toEqual([false, true]);
      const vendors = await database.db.selectFrom('vendors').select('uuid').execute();
      expect(new Set(vendors.map((vendor) => vendor.uuid)).size).toBe(vendors.length);
    } finally {
      await database.close();
    }
  });
});
