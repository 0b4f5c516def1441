import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

/**
 * Bodies on the real write routes, public and signed in: over 100 KiB is a 413 before any work,
 * broken JSON a 400 that says so, and a field of the wrong type the usual 422 naming the field.
 * (The limit itself is app.ts's bodyLimit; health.test.ts checks it on a bare route.)
 */

let testApp: TestApp;
let customer: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await registerAndSignIn(testApp.app);
});
afterAll(() => testApp.close());

type Target = { method: 'POST' | 'PUT'; url: string; signedIn: boolean };

const representativeRoutes: Target[] = [
  { method: 'POST', url: '/api/register', signedIn: false },
  { method: 'POST', url: '/api/login', signedIn: false },
  { method: 'POST', url: '/api/password/forgot', signedIn: false },
  { method: 'POST', url: '/api/contact/submit', signedIn: false },
  { method: 'POST', url: '/api/support/tickets', signedIn: false },
  { method: 'POST', url: '/api/catering/orders', signedIn: false },
  { method: 'POST', url: '/api/orders', signedIn: true },
  { method: 'POST', url: '/api/address', signedIn: true },
  { method: 'PUT', url: '/api/profile', signedIn: true },
];

const routeName = ({ method, url }: Target): string => `${method} ${url}`;

function send(target: Target, payload: string, contentType = 'application/json') {
  const request: InjectOptions = {
    method: target.method,
    url: target.url,
    headers: { 'content-type': contentType, ...(target.signedIn ? customer.auth : {}) },
    payload,
  };
  return testApp.app.inject(request);
}

async function usersCount(): Promise<number> {
  return (await testApp.db.selectFrom('users').select('id').execute()).length;
}

describe.each(representativeRoutes.map((target) => [routeName(target), target] as const))('%s', (_name, target) => {
  it('refuses a body over 100 KiB with 413', async () => {
    const response = await send(target, JSON.stringify({ email: 'a@b.zm', padding: 'x'.repeat(101 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('refuses malformed JSON with 400 and says why', async () => {
    const response = await send(target, '{"email": "a@b.zm", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Body is not valid JSON but content-type is set to 'application/json'" });
  });

  it('refuses an empty JSON body with 400', async () => {
    const response = await send(target, '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Body cannot be empty when content-type is set to 'application/json'" });
  });

  it('answers a body that is not an object with the validation error', async () => {
    for (const payload of ['[1, 2]', 'null', '"text"', '42']) {
      const response = await send(target, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/^Invalid input: expected object, received \w+$/) });
    }
  });
});

it('a body just under the limit is read and validated as usual', async () => {
  const response = await send({ method: 'POST', url: '/api/contact/submit', signedIn: false }, JSON.stringify({ name: 'x', message: 'y'.repeat(99 * 1024) }));
  expect(response.statusCode).toBe(422);
});

it('wrong types get the validation error that names the field, and nothing is stored', async () => {
  const before = await usersCount();
  const registration = await testApp.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { first_name: 7, last_name: 'Banda', email: 'types@example.zm', code: '+260', phone: '0977123123', password: 'Pass-word-1', role: 'customer' },
  });
  expect(registration.statusCode).toBe(422);
  expect(registration.json()).toEqual({ success: false, message: 'first_name: Invalid input: expected string, received number' });
  expect((await usersCount())).toBe(before);

  const topup = await testApp.app.inject({ method: 'POST', url: '/api/wallet/initiate-topup', headers: customer.auth, payload: { amount: '10' } });
  expect(topup.statusCode).toBe(422);
  expect(topup.json()).toMatchObject({ success: false, message: expect.any(String) });

  const order = await testApp.app.inject({ method: 'POST', url: '/api/orders', headers: customer.auth, payload: { products: 'all of them', total_price: '1' } });
  expect(order.statusCode).toBe(422);
  expect(order.json()).toMatchObject({ success: false, message: expect.stringMatching(/^products: /) });
});

it('a deeply nested body is a validation error, not a crash', async () => {
  const depth = 20_000;
  const nested = `{"products": ${'['.repeat(depth)}${']'.repeat(depth)}, "total_price": 1}`;
  const response = await send({ method: 'POST', url: '/api/orders', signedIn: true }, nested);
  expect(response.statusCode).toBe(422);
});

it('prototype keys in a body are refused, not merged', async () => {
  const response = await send({ method: 'POST', url: '/api/register', signedIn: false }, '{"__proto__": {"role": "admin"}, "first_name": "A"}');
  expect(response.statusCode).toBe(400);
  expect(({} as Record<string, unknown>).role).toBeUndefined();
});
