import { createSession } from '../auth/sessions';
import { createTestApp, type TestApp } from './test-app';
import { testServerUrl } from './test-database';

const onPostgres = testServerUrl() !== null;

describe(`createTestApp on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Made together, as parallel tests would: they share one seeded template on PostgreSQL.
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const productCount = async (testApp: TestApp): Promise<number> => {
    const { n } = await testApp.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return n;
  };

  it('seeds each database with the catalogue', async () => {
    expect(await productCount(first)).toBeGreaterThanOrEqual(40);
    expect(await productCount(second)).toBe(await productCount(first));
  });

  it('gives each app a database of its own', async () => {
    const before = await productCount(second);
    await first.db.deleteFrom('product_images').execute();
    await first.db.deleteFrom('products').execute();
    expect(await productCount(first)).toBe(0);
    expect(await productCount(second)).toBe(before);
  });

  it('serves a route written with Kysely from its own database: signing out ends a session of that app only', async () => {
    const user = await first.db
      .insertInto('users')
      .values({ uuid: 'test-app-user', first_name: 'Ama', last_name: 'Banda', email: 'ama@example.zm', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(first.db, user.id);
    const logout = (testApp: TestApp) =>
      testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });

    expect((await logout(second)).statusCode).toBe(401);
    expect((await logout(first)).json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await logout(first)).statusCode).toBe(401);
  });
});
