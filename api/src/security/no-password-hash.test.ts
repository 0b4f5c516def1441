import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

/**
 * No answer ever carries a password, its hash or a part of it (salt, derived key), under any
 * field name: every route that creates, signs in, shows or changes a user is scanned.
 */

let testApp: TestApp;
let customer: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await registerAndSignIn(testApp.app, { password: 'Plain-text-pass-1' });
});
afterAll(() => testApp.close());

const forbiddenKey = /pass(word)?|hash|salt|secret/i;
const hashFormat = /scrypt\$|\$argon2|\$2[aby]\$|pbkdf2/i;

/** Every hash stored now, whole and in its parts long enough to be recognised. */
async function storedHashParts(): Promise<string[]> {
  const rows = await testApp.db.selectFrom('users').select('password_hash').execute();
  return rows.flatMap((row) => [row.password_hash, ...row.password_hash.split('$').filter((part) => part.length >= 16)]);
}

/** Where in a JSON value a password field or a hash-like value sits; empty when there is none. */
function leaks(value: unknown, secrets: readonly string[], path = '$'): string[] {
  if (typeof value === 'string') {
    const found = hashFormat.test(value) || secrets.some((secret) => value.includes(secret));
    return found ? [`${path}: ${value}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, secrets, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(forbiddenKey.test(key) ? [`${path}.${key} (field name)`] : []),
      ...leaks(item, secrets, `${path}.${key}`),
    ]);
  }
  return [];
}

async function scanned(request: InjectOptions, plainPasswords: readonly string[] = []): Promise<LightMyRequestResponse> {
  const response = await testApp.app.inject(request);
  expect(response.statusCode).toBeLessThan(500);
  const secrets = [...(await storedHashParts()), customer.password, ...plainPasswords];
  expect({ url: request.url, leaks: leaks(response.json(), secrets) }).toEqual({ url: request.url, leaks: [] });
  return response;
}

it('the scan finds a hash, its parts and password fields', async () => {
  const [hash = ''] = await storedHashParts();
  expect(leaks({ user: { hash } }, [])).toHaveLength(2);
  expect(leaks({ data: [{ note: `salt ${hash.split('$')[4] ?? ''}` }] }, (await storedHashParts()))).toHaveLength(1);
  expect(leaks({ password: null }, [])).toEqual(['$.password (field name)']);
  expect(leaks({ user: { first_name: 'Mwila', token: 'abc' } }, (await storedHashParts()))).toEqual([]);
});

it('registration and sign-in answers carry no hash', async () => {
  const password = 'Another-pass-2';
  const email = 'no.hash@example.zm';
  const registered = await scanned(
    {
      method: 'POST',
      url: '/api/register',
      payload: { first_name: 'Natasha', last_name: 'Lungu', email, code: '+260', phone: '0977000111', password, role: 'customer' },
    },
    [password],
  );
  expect(registered.statusCode).toBe(201);
  const login = await scanned({ method: 'POST', url: '/api/login', payload: { email, password, role: 'customer' } }, [password]);
  expect(login.json().data.user).toMatchObject({ email, first_name: 'Natasha' });
  await scanned({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-one', role: 'customer' } }, [password]);
  await scanned({ method: 'POST', url: '/api/register', payload: { first_name: 'N', last_name: 'L', email, password, role: 'customer' } }, [password]);
  const riderPassword = 'Rider-pass-3';
  await scanned(
    { method: 'POST', url: '/api/rider/register', payload: { first_name: 'Chanda', last_name: 'Mulenga', email: 'rider.no.hash@example.zm', password: riderPassword } },
    [riderPassword],
  );
});

it('profile answers, read and changed, carry no hash', async () => {
  const profile = await scanned({ method: 'GET', url: '/api/profile', headers: customer.auth });
  expect(profile.json().data.user.email).toBe(customer.email);
  await scanned({
    method: 'PUT',
    url: '/api/profile',
    headers: customer.auth,
    payload: { first_name: 'Mwila', last_name: 'Banda', email: customer.email, phone: customer.phone },
  });
  await scanned({ method: 'POST', url: '/api/profile/password', headers: customer.auth, payload: { password: 'Changed-pass-4' } }, ['Changed-pass-4']);
  await scanned({ method: 'GET', url: '/api/profile', headers: customer.auth }, ['Changed-pass-4']);
});

it('no answer a signed-in customer can read carries a hash', async () => {
  // An event stream never ends; it sends what its GET answers (order-events.ts), read here.
  const reads = testApp.routes.filter((route) => route.method === 'GET' && !route.url.includes(':') && !route.url.includes('*') && !route.stream);
  expect(reads.length).toBeGreaterThan(20);
  for (const route of reads) {
    const response = await testApp.app.inject({ method: 'GET', url: route.url, headers: customer.auth });
    if (!String(response.headers['content-type']).startsWith('application/json')) continue;
    expect({ url: route.url, leaks: leaks(response.json(), (await storedHashParts())) }).toEqual({ url: route.url, leaks: [] });
  }
});

it('the password reset answers carry no hash', async () => {
  const email = customer.email;
  await scanned({ method: 'POST', url: '/api/password/forgot', payload: { email } });
  const mail = await testApp.db
    .selectFrom('sandbox_mail')
    .select('body_text')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const otp = /\b(\d{6})\b/.exec(mail.body_text)?.[1] ?? '';
  const verified = await scanned({ method: 'POST', url: '/api/password/verify-otp', payload: { email, otp } });
  const resetToken = String(verified.json().data.reset_token);
  const reset = await scanned(
    { method: 'POST', url: '/api/password/reset', payload: { email, reset_token: resetToken, password: 'Reset-pass-5' } },
    ['Reset-pass-5'],
  );
  expect(reset.statusCode).toBe(200);
});
