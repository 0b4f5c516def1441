import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

/**
 * Every endpoint that takes free text gets SQL and LIKE metacharacters: the answer is the normal
 * one (nothing found, or the usual validation error), never a 500 and never extra rows, and the
 * database is the same afterwards. No seeded text contains any of these strings.
 */
const hostileTexts = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '%',
  '_',
  '%%__',
  '\\',
  '"; DROP TABLE users; --',
  "'); DELETE FROM orders; --",
  "x' UNION SELECT password_hash FROM users --",
  '*/ OR 1=1 /*',
];

let testApp: TestApp;
let customer: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await registerAndSignIn(testApp.app);
});
afterAll(() => testApp.close());

interface DatabaseShape {
  schema: unknown[];
  rows: Record<string, number>;
}

/** Every table with its columns and its number of rows, as the database describes them. */
async function databaseShape(): Promise<DatabaseShape> {
  const tables = await testApp.db.introspection.getTables();
  const schema = tables
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => `${column.name} ${column.dataType}`) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rows: Record<string, number> = {};
  // The limits' tables count requests, whatever they carried: not what the texts could change.
  for (const table of tables.filter((entry) => !['throttle_events', 'rate_limits'].includes(entry.name))) {
    const { n } = await testApp.db
      .selectFrom(sql.table(table.name).as('t'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    rows[table.name] = Number(n);
  }
  return { schema, rows };
}

function get(url: string, query: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, query });
}

/** The list of an answer: the results, places, careers or posts it carries. */
function listOf(body: Record<string, unknown>): unknown[] {
  const list = body.results ?? body.careers ?? body.data;
  if (!Array.isArray(list)) throw new Error(`No list in ${JSON.stringify(body)}`);
  return list;
}

/** Each search with the text in its free-text parameter, and a text that finds something there. */
const searches: { name: string; url: (text: string) => string; query: (text: string) => Record<string, string>; finds: string }[] = [
  { name: 'content search', url: () => '/api/content/search', query: (q) => ({ q }), finds: 'nshima' },
  { name: 'places', url: () => '/api/places', query: (query) => ({ query }), finds: 'Lusaka' },
  { name: 'careers q', url: () => '/api/careers', query: (q) => ({ q }), finds: 'Lusaka' },
  { name: 'careers search', url: () => '/api/careers', query: (search) => ({ search }), finds: 'Lusaka' },
  { name: 'careers location', url: () => '/api/careers', query: (location) => ({ location }), finds: 'Lusaka' },
  { name: 'careers department', url: () => '/api/careers', query: (department) => ({ department }), finds: 'Operations' },
  { name: 'careers type', url: () => '/api/careers', query: (type) => ({ type }), finds: 'full-time' },
  { name: 'careers by location', url: (text) => `/api/careers/location/${encodeURIComponent(text)}`, query: () => ({}), finds: 'Lusaka' },
  { name: 'careers by type', url: (text) => `/api/careers/type/${encodeURIComponent(text)}`, query: () => ({}), finds: 'full-time' },
  { name: 'blog category', url: () => '/api/blog', query: (category) => ({ category }), finds: '' },
  { name: 'blog tag', url: () => '/api/blog', query: (tag) => ({ tag }), finds: '' },
];

describe.each(searches.map((search) => [search.name, search] as const))('%s', (_name, search) => {
  it('finds something for ordinary text', async () => {
    const response = await get(search.url(search.finds), search.query(search.finds));
    expect(response.statusCode).toBe(200);
    expect(listOf(response.json()).length).toBeGreaterThan(0);
  });

  it.each(hostileTexts)('finds nothing for %s', async (text) => {
    const response = await get(search.url(text), search.query(text));
    expect(response.statusCode).toBe(200);
    expect(listOf(response.json())).toEqual([]);
  });
});

describe('hostile text everywhere else free text goes', () => {
  let before: DatabaseShape;
  beforeAll(async () => {
    before = await databaseShape();
  });

  it.each(hostileTexts)('%s as a path parameter or mailbox address answers normally', async (text) => {
    for (const url of ['/api/blog/', '/api/products/', '/api/content/', '/api/pages/', '/api/orders/']) {
      const response = await testApp.app.inject({ method: 'GET', url: `${url}${encodeURIComponent(text)}`, headers: customer.auth });
      expect({ url, status: response.statusCode }).toEqual({ url, status: url === '/api/products/' ? 400 : 404 });
    }
    const mailbox = await get('/api/sandbox/mailbox', { to: text });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain('No mail has been sent to ');
  });

  it.each(hostileTexts)('%s as a sign-in or reset identifier is refused as invalid', async (text) => {
    for (const url of ['/api/login', '/api/password/forgot']) {
      const response = await testApp.app.inject({ method: 'POST', url, payload: { email: text, password: 'x', role: 'customer' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
    }
  });

  it.each(hostileTexts)('%s as a password signs nobody in', async (text) => {
    // A customer per text: five failures in a row would slow the account's sign-in down.
    const target = await registerAndSignIn(testApp.app);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email: target.email, password: text, role: 'customer' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid Login Credentials' });
  });

  it('leaves the database as it was, but for the customers and sign-ins of the password test', async () => {
    const after = await databaseShape();
    expect(after.schema).toEqual(before.schema);
    expect(after.rows).toEqual({
      ...before.rows,
      users: (before.rows.users ?? 0) + hostileTexts.length,
      sessions: (before.rows.sessions ?? 0) + hostileTexts.length,
    });
    if (!isPostgres(testApp.db)) {
      const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(testApp.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    }
  });

  it('stores hostile text as it was typed', async () => {
    const name = hostileTexts.join(' ').slice(0, 100);
    const update = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: customer.auth,
      payload: { first_name: name, last_name: '"; DROP TABLE users; --', email: customer.email, phone: customer.phone },
    });
    expect(update.statusCode).toBe(200);
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
    expect(profile.json().data.user).toMatchObject({ first_name: name.trim(), last_name: '"; DROP TABLE users; --' });
    expect((await databaseShape()).schema).toEqual(before.schema);
  });
});
