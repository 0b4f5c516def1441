import type { InjectOptions } from 'fastify';
import { routesRefusingAnonymous } from '../test-support/route-probe';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { publicFormGroups, type PublicFormGroup } from './public-form-limits';

const perMinute = 3;

/**
 * Public POST routes that are not limited per address, and why: the sandbox's pay and cancel
 * buttons and its phone's answers need the secret reference or token of a payment; a provider's
 * callbacks are refused unless signed, and all come from the provider's few addresses, so a
 * limit per address would drop real ones.
 */
const exempt = [
  'POST /api/sandbox/pay/:reference/pay',
  'POST /api/sandbox/pay/:reference/cancel',
  'POST /api/sandbox/phone/:token/:answer',
  'POST /api/payments/callbacks/:provider',
];

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ rateLimitPerMinute: perMinute });
});
afterEach(() => testApp.close());

/** A post from a browser behind the host's proxy (loopback), at `client`, with an empty form. */
function post(url: string, client = '198.51.100.7', extra: Partial<InjectOptions> = {}) {
  return testApp.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': client }, payload: {}, ...extra });
}

async function postTimes(url: string, times: number, client?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await post(url, client)).statusCode);
  return statuses;
}

it('limits every public write route of the app but the exempt ones', async () => {
  const bearer = new Set(await routesRefusingAnonymous(testApp));
  const publicWrites = testApp.routes
    .filter((route) => route.method !== 'GET' && !bearer.has(`${route.method} ${route.url}`))
    .map((route) => `${route.method} ${route.url}`);
  const limited = Object.values(publicFormGroups).flatMap((urls) => urls.map((url) => `POST ${url}`));
  expect(publicWrites.sort()).toEqual([...limited, ...exempt].sort());
});

describe.each(Object.entries(publicFormGroups))('the %s group', (_group, urls) => {
  it(`answers the request over ${perMinute} a minute from one address with 429, Retry-After and a message`, async () => {
    const [first = ''] = urls;
    const statuses = await postTimes(first, perMinute);
    expect(statuses).not.toContain(429);
    const refused = await post(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/) });
  });

  it('shares one count among its routes', async () => {
    for (let index = 0; index < perMinute; index += 1) {
      expect((await post(urls[index % urls.length] ?? '')).statusCode).not.toBe(429);
    }
    for (const url of urls) expect((await post(url)).statusCode).toBe(429);
  });
});

it('counts each group and each client address on its own', async () => {
  await postTimes('/api/register', perMinute + 1);
  expect((await post('/api/register')).statusCode).toBe(429);
  expect((await post('/api/contact/submit')).statusCode).toBe(422);
  expect((await post('/api/register', '198.51.100.8')).statusCode).toBe(422);
});

it('believes X-Forwarded-For only from the local proxy', async () => {
  const remote = { remoteAddress: '203.0.113.5' };
  for (let index = 0; index < perMinute; index += 1) {
    expect((await post('/api/support/tickets', `192.0.2.${index}`, remote)).statusCode).toBe(422);
  }
  // Another forged address from the same peer is still the same client.
  expect((await post('/api/support/tickets', '192.0.2.200', remote)).statusCode).toBe(429);
  // From the proxy, the header names the client.
  expect((await post('/api/support/tickets', '192.0.2.200')).statusCode).toBe(422);
});

it('leaves reads and signed-in routes alone', async () => {
  const group: PublicFormGroup = 'sign-up';
  await postTimes(publicFormGroups[group][0], perMinute + 1);
  for (let index = 0; index < perMinute * 3; index += 1) {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    expect((await post('/api/orders')).statusCode).toBe(401);
  }
});
