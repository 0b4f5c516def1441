import type { InjectOptions } from 'fastify';
import { createSession } from '../auth/sessions';
import { randomToken } from '../lib/random-token';
import { routesRefusingAnonymous } from '../test-support/route-probe';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn } from '../test-support/test-users';
import { userIdOf } from '../test-support/test-rows';

const someUuid = '00000000-0000-4000-8000-000000000000';

/**
 * Every route that needs a signed-in customer, with a request that would pass validation. The
 * first test derives the bearer routes from the app itself, so a new one missing here fails it.
 */
const bearerRoutes: Record<string, InjectOptions> = {
  'GET /api/address': { method: 'GET', url: '/api/address' },
  'POST /api/address': {
    method: 'POST',
    url: '/api/address',
    payload: { address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.4105', longitude: '28.3392' },
  },
  'DELETE /api/address/:uuid': { method: 'DELETE', url: `/api/address/${someUuid}` },
  'GET /api/catering-requests': { method: 'GET', url: '/api/catering-requests' },
  'GET /api/orders': { method: 'GET', url: '/api/orders' },
  'GET /api/orders/:uuid': { method: 'GET', url: `/api/orders/${someUuid}` },
  'GET /api/orders/events': { method: 'GET', url: '/api/orders/events' },
  'GET /api/orders/:uuid/events': { method: 'GET', url: `/api/orders/${someUuid}/events` },
  'POST /api/orders': { method: 'POST', url: '/api/orders', payload: {} },
  'POST /api/payment/:orderUuid': { method: 'POST', url: `/api/payment/${someUuid}`, payload: { name: 'Mwila', email: 'mwila@example.zm' } },
  'GET /api/wallet/balance': { method: 'GET', url: '/api/wallet/balance' },
  'GET /api/wallet/transactions': { method: 'GET', url: '/api/wallet/transactions' },
  'POST /api/wallet/initiate-topup': { method: 'POST', url: '/api/wallet/initiate-topup', payload: { amount: 10 } },
  'POST /api/logout': { method: 'POST', url: '/api/logout' },
  'GET /api/profile': { method: 'GET', url: '/api/profile' },
  'PUT /api/profile': { method: 'PUT', url: '/api/profile', payload: { first_name: 'A', last_name: 'B', email: 'a@b.zm', phone: '0971234567' } },
  'POST /api/profile/password': { method: 'POST', url: '/api/profile/password', payload: { password: 'New-pass-1' } },
  'POST /api/user/request-deletion': { method: 'POST', url: '/api/user/request-deletion', payload: { password: 'x' } },
  'GET /api/user/deletion-check': { method: 'GET', url: '/api/user/deletion-check' },
};

const unauthenticated = { success: false, message: 'Unauthenticated.' };

let testApp: TestApp;
let expiredToken: string;
let liveToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await registerAndSignIn(testApp.app);
  liveToken = user.token;
  expiredToken = await createSession(testApp.db, await userIdOf(testApp.db, user.uuid), new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
});
afterAll(() => testApp.close());

it('lists exactly the routes of the app that refuse a request without a token', async () => {
  expect(testApp.routes.length).toBeGreaterThan(40);
  expect(await routesRefusingAnonymous(testApp)).toEqual(Object.keys(bearerRoutes).sort());
});

const fromTheSite = { host: 'storefront.test', origin: 'http://storefront.test' };

/** Missing, malformed (three forms), wrong and expired, as a header or a cookie: every way a request can lack a valid token. */
const credentials: Record<string, () => Record<string, string>> = {
  'a missing token': () => ({}),
  'a malformed header': () => ({ authorization: 'Basic dXNlcjpwYXNz' }),
  'a bearer header without a token': () => ({ authorization: 'Bearer' }),
  'a token of the wrong form': () => ({ authorization: 'Bearer not-a-token' }),
  'a wrong token': () => ({ authorization: `Bearer ${randomToken(32)}` }),
  'an expired token': () => ({ authorization: `Bearer ${expiredToken}` }),
  // Sent by the site's own page, so that the cookie is what is judged.
  'a wrong session cookie': () => ({ ...fromTheSite, cookie: `session=${randomToken(32)}` }),
  'an expired session cookie': () => ({ ...fromTheSite, cookie: `session=${expiredToken}` }),
};

describe.each(Object.entries(bearerRoutes))('%s', (_name, request) => {
  it.each(Object.keys(credentials))('refuses %s with 401', async (credential) => {
    const headers = credentials[credential]?.() ?? {};
    const response = await testApp.app.inject({ ...request, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });
});

const changingRoutes = Object.entries(bearerRoutes).filter(([, request]) => request.method !== 'GET');

describe.each(changingRoutes)('%s', (_name, request) => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['nothing saying where it came from', {}],
  ])('refuses a live session cookie with 403 when sent from %s', async (_from, headers) => {
    const response = await testApp.app.inject({ ...request, headers: { ...headers, cookie: `session=${liveToken}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'This request came from another site.' });
  });
});
