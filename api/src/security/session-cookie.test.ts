import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loginResponseSchema } from '@storefront/api-client/schemas';
import { SESSION_LIFETIME_SECONDS } from '@storefront/api-client/session-cookie';
import { issueResetToken } from '../auth/password-reset-codes';
import { randomToken } from '../lib/random-token';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';
import { userIdOf } from '../test-support/test-rows';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const SITE = 'storefront.test';
/** What a page of the site sends: the site's host, reached over http here, and its own Origin. */
const fromTheSite = { host: SITE, origin: `http://${SITE}` };
const fromAnotherSite = { host: SITE, origin: 'https://evil.example' };
const crossSite = { success: false, message: 'This request came from another site.' };
const unauthenticated = { success: false, message: 'Unauthenticated.' };

/** The host's proxy (127.0.0.1, trusted in the tests' config) forwarding a browser's https request for zameats.example. */
const behindTheProxy = { host: 'api:4000', 'x-forwarded-host': 'zameats.example', 'x-forwarded-proto': 'https' };

function login(user: TestUser, headers: Record<string, string>, options: Partial<InjectOptions> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password, role: 'customer' }, headers, ...options });
}

function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'session');
}

/** Signs the user in from the site's own page and answers the cookie header the browser would then send. */
async function cookieSignIn(user: TestUser): Promise<{ cookie: string }> {
  const value = sessionCookieOf(await login(user, fromTheSite))?.value;
  if (value === undefined) throw new Error('No session cookie');
  return { cookie: `session=${value}` };
}

function profile(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/profile', headers });
}

function renameTo(user: TestUser, first_name: string, headers: Record<string, string>, options: Partial<InjectOptions> = {}) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload: { first_name, last_name: 'Banda', email: user.email, phone: user.phone, code: '+260' },
    headers,
    ...options,
  });
}

async function firstNameOf(user: TestUser): Promise<string> {
  const row = await testApp.db.selectFrom('users').select('first_name').where('uuid', '=', user.uuid).executeTakeFirstOrThrow();
  return row.first_name;
}

/** The answer drops the browser's session cookie: empty, expired, on the path it was set on. */
function expectCleared(response: LightMyRequestResponse) {
  const cookie = sessionCookieOf(response);
  expect(cookie).toMatchObject({ value: '', path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax' });
  expect(cookie?.expires?.getTime()).toBe(0);
}

describe('POST /api/login', () => {
  it("sets the token as an HttpOnly, SameSite=Lax cookie for the whole site when the site's page signs in", async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await login(user, fromTheSite);
    expect(response.statusCode).toBe(200);
    const answer = loginResponseSchema.parse(response.json());
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionCookieOf(response)).toMatchObject({
      value: answer.success ? answer.data.token : 'none',
      maxAge: SESSION_LIFETIME_SECONDS,
    });
  });

  it('marks the cookie Secure when the browser reached the site over https, as the trusted proxy says', async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await login(user, { ...behindTheProxy, origin: 'https://zameats.example' });
    expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('believes neither the scheme nor the host from a caller that is not the proxy', async () => {
    const user = await registerAndSignIn(testApp.app);
    const untrusted = { remoteAddress: '203.0.113.7' };
    // The forwarded host is not believed, so the page's origin is not this server's.
    expect(sessionCookieOf(await login(user, { ...behindTheProxy, origin: 'https://zameats.example' }, untrusted))).toBeUndefined();
    // Its own host matches, but the forwarded https is not believed: no Secure.
    const plain = await login(user, { ...fromTheSite, 'x-forwarded-proto': 'https' }, untrusted);
    expect(sessionCookieOf(plain)).toMatchObject({ httpOnly: true });
    expect(sessionCookieOf(plain)?.secure).toBeUndefined();
  });

  it('takes an Origin without the default port as the same origin as a Host with it', async () => {
    const user = await registerAndSignIn(testApp.app);
    expect(sessionCookieOf(await login(user, { host: `${SITE}:80`, origin: `http://${SITE}` }))).toBeDefined();
  });

  it('answers the token but sets no cookie when another site, or a program, signs in', async () => {
    const user = await registerAndSignIn(testApp.app);
    const notTheSite: Record<string, string>[] = [fromAnotherSite, { host: SITE }, { host: SITE, 'sec-fetch-site': 'cross-site' }, { host: SITE, origin: 'null' }];
    for (const headers of notTheSite) {
      const response = await login(user, headers);
      expect(response.statusCode).toBe(200);
      expect(loginResponseSchema.parse(response.json()).success).toBe(true);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets the cookie for a same-origin request that sends no Origin but says so in Sec-Fetch-Site', async () => {
    const user = await registerAndSignIn(testApp.app);
    expect(sessionCookieOf(await login(user, { host: SITE, 'sec-fetch-site': 'same-origin' }))).toBeDefined();
  });
});

describe('a request signed in by the cookie alone', () => {
  it('reads the profile, and no cache keeps the answer', async () => {
    const user = await registerAndSignIn(testApp.app, { first_name: 'Chanda' });
    const response = await profile(await cookieSignIn(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { user: { first_name: 'Chanda', email: user.email } } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("changes the profile when the site's own page asks", async () => {
    const user = await registerAndSignIn(testApp.app);
    const cookie = await cookieSignIn(user);
    const response = await renameTo(user, 'Mutale', { ...fromTheSite, ...cookie });
    expect(response.statusCode).toBe(200);
    expect((await firstNameOf(user))).toBe('Mutale');
    expect((await renameTo(user, 'Bwalya', { host: SITE, 'sec-fetch-site': 'same-origin', ...cookie })).statusCode).toBe(200);
    expect((await firstNameOf(user))).toBe('Bwalya');
  });

  it("changes the profile through the host's proxy, whose forwarded origin is the page's", async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await renameTo(user, 'Mutale', { ...behindTheProxy, origin: 'https://zameats.example', ...(await cookieSignIn(user)) });
    expect(response.statusCode).toBe(200);
    expect((await firstNameOf(user))).toBe('Mutale');
  });

  it('changes nothing when another site sends it (403), nor when nothing says where it came from', async () => {
    const user = await registerAndSignIn(testApp.app, { first_name: 'Chanda' });
    const cookie = await cookieSignIn(user);
    const refused = [
      { ...fromAnotherSite, ...cookie },
      { host: SITE, ...cookie },
      { host: SITE, 'sec-fetch-site': 'same-site', ...cookie },
      // The forwarded host of a caller that is not the proxy is not believed.
      { ...behindTheProxy, origin: 'https://zameats.example', ...cookie },
    ];
    for (const [index, headers] of refused.entries()) {
      const response = await renameTo(user, 'Hacked', headers, index === refused.length - 1 ? { remoteAddress: '203.0.113.7' } : {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(crossSite);
      // The session stays: the customer did nothing wrong.
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await firstNameOf(user))).toBe('Chanda');
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it("is refused sign-out and deletion from another site, and the session lives on", async () => {
    const user = await registerAndSignIn(testApp.app);
    const cookie = await cookieSignIn(user);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { ...fromAnotherSite, ...cookie } });
    expect(logout.statusCode).toBe(403);
    const deletion = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/request-deletion',
      payload: { password: user.password },
      headers: { ...fromAnotherSite, ...cookie },
    });
    expect(deletion.statusCode).toBe(403);
    expect((await profile(cookie)).statusCode).toBe(200);
  });
});

describe('a request with a bearer token', () => {
  it('is answered whatever its Origin says', async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await renameTo(user, 'Mutale', { ...fromAnotherSite, ...user.auth });
    expect(response.statusCode).toBe(200);
    expect((await firstNameOf(user))).toBe('Mutale');
  });

  it('is judged by its token, not by a cookie beside it', async () => {
    const user = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    const response = await profile({ ...user.auth, ...(await cookieSignIn(other)) });
    expect(response.json()).toMatchObject({ data: { user: { email: user.email } } });
  });
});

describe('the end of a session clears the cookie', () => {
  it('on sign-out, after which the old cookie is refused and cleared again', async () => {
    const user = await registerAndSignIn(testApp.app);
    const cookie = await cookieSignIn(user);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { ...fromTheSite, ...cookie } });
    expect(response.statusCode).toBe(200);
    expectCleared(response);
    const after = await profile(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(unauthenticated);
    expectCleared(after);
  });

  it('on account deletion, after which the old cookie is refused', async () => {
    const user = await registerAndSignIn(testApp.app);
    const cookie = await cookieSignIn(user);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/request-deletion',
      payload: { password: user.password },
      headers: { ...fromTheSite, ...cookie },
    });
    expect(response.statusCode).toBe(200);
    expectCleared(response);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it("on a password change, when the cookie held one of the sessions it ended, and not when it held the change's own", async () => {
    const user = await registerAndSignIn(testApp.app);
    const change = (headers: Record<string, string>, current: string, password: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/profile/password', payload: { current_password: current, password }, headers });

    // Changed with the bearer token: the cookie's session is one of the others, which end.
    const ended = await cookieSignIn(user);
    const byToken = await change({ ...user.auth, ...ended }, user.password, 'Second-pass-1');
    expect(byToken.statusCode).toBe(200);
    expectCleared(byToken);
    expect((await profile(ended)).statusCode).toBe(401);

    const kept = await cookieSignIn({ ...user, password: 'Second-pass-1' });
    const byCookie = await change({ ...fromTheSite, ...kept }, 'Second-pass-1', 'Third-pass-1');
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['set-cookie']).toBeUndefined();
    expect((await profile(kept)).statusCode).toBe(200);
  });

  it("on a password reset of the cookie's account, and not of another", async () => {
    const user = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    const reset = async (owner: TestUser, headers: Record<string, string>) => {
      const id = await userIdOf(testApp.db, owner.uuid);
      const payload = { email: owner.email, reset_token: await issueResetToken(testApp.db, id), password: `Reset-${randomToken(6)}` };
      return testApp.app.inject({ method: 'POST', url: '/api/password/reset', payload, headers });
    };
    const cookie = await cookieSignIn(user);
    const ofAnother = await reset(other, { ...fromTheSite, ...cookie });
    expect(ofAnother.statusCode).toBe(200);
    expect(ofAnother.headers['set-cookie']).toBeUndefined();
    const ofItsOwn = await reset(user, { ...fromTheSite, ...cookie });
    expect(ofItsOwn.statusCode).toBe(200);
    expectCleared(ofItsOwn);
  });

  it('when the server does not know the cookie: 401 and a clearing cookie', async () => {
    for (const value of [randomToken(32), 'not-a-token']) {
      const response = await profile({ cookie: `session=${value}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
      expectCleared(response);
    }
  });

  it('marks the clearing cookie Secure over https, or the browser would keep the secure one', async () => {
    const response = await profile({ ...behindTheProxy, cookie: `session=${randomToken(32)}` });
    expect(sessionCookieOf(response)).toMatchObject({ value: '', maxAge: 0, secure: true });
  });
});

describe('a catering request sent with the cookie', () => {
  const request = {
    bundleId: 1,
    name: 'Natasha Tembo',
    email: 'natasha@example.zm',
    phone: '0977123456',
    eventType: 'wedding',
    guestCount: 120,
    eventDate: `${new Date().getUTCFullYear() + 1}-06-20`,
    province: 'Lusaka',
    city: 'Chongwe',
    address: 'Plot 14, Great East Road',
    contactPreference: 'whatsapp',
    dietaryRestrictions: { vegetarian: false, vegan: false, glutenFree: false, nutFree: false },
  };

  async function ownerOf(headers: Record<string, string>): Promise<number | null> {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/catering/orders', payload: request, headers });
    expect(response.statusCode).toBe(201);
    const { uuid } = (response.json() as { data: { uuid: string } }).data;
    const row = await testApp.db.selectFrom('catering_requests').select('user_id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return row.user_id;
  }

  it("is the customer's from the site's page, and nobody's from another site", async () => {
    const user = await registerAndSignIn(testApp.app);
    const cookie = await cookieSignIn(user);
    const id = await userIdOf(testApp.db, user.uuid);
    expect(await ownerOf({ ...fromTheSite, ...cookie })).toBe(id);
    expect(await ownerOf({ ...fromAnotherSite, ...cookie })).toBeNull();
  });
});
