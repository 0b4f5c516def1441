import { loginResponseSchema, registrationResponseSchema } from '@storefront/api-client/schemas';
import { createSession } from '../auth/sessions';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { userIdOf, usersWithEmail } from '../test-support/test-rows';
import { registerAndSignIn } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const registration = {
  first_name: 'Chipo',
  last_name: 'Mwanza',
  email: 'chipo.mwanza@example.zm',
  code: '+260',
  phone: '0971234567',
  password: 'Nshima-2024',
  role: 'customer',
};

function post(url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) {
  return testApp.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress === undefined ? {} : { remoteAddress }) });
}

describe('POST /api/register and /api/login', () => {
  beforeAll(async () => {
    const response = await post('/api/register', registration);
    expect(response.statusCode).toBe(201);
    expect(registrationResponseSchema.parse(response.json())).toEqual({ success: true, message: 'Registration successful' });
  });

  it('signs in by e-mail (in any case) with the user the storefront keeps, and never shows a hash', async () => {
    const response = await post('/api/login', { email: 'Chipo.Mwanza@Example.zm', password: registration.password, role: 'customer' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        user: { first_name: 'Chipo', last_name: 'Mwanza', email: 'chipo.mwanza@example.zm', phone: '+260971234567', uuid: expect.any(String) },
      },
    });
    const parsed = loginResponseSchema.parse(body);
    expect(parsed.success && parsed.data.token).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it.each(['0971234567', '971234567', '260971234567', '+260971234567', '260 97 123 4567', '+260 (97) 123-4567'])('signs in by phone typed as %s', async (phone) => {
    const response = await post('/api/login', { email: phone, password: registration.password, role: 'customer' });
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).success).toBe(true);
  });

  it('refuses a wrong password or an unknown account with the same answer', async () => {
    for (const email of ['chipo.mwanza@example.zm', 'nobody@example.zm', '0979999999']) {
      const response = await post('/api/login', { email, password: 'not-it', role: 'customer' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid Login Credentials' });
    }
  });

  it('refuses an identifier that is neither an e-mail nor a phone', async () => {
    const response = await post('/api/login', { email: 'chipo', password: 'x', role: 'customer' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Please enter a valid phone number or email address.' });
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const response = await post('/api/register', { ...registration, email: 'CHIPO.MWANZA@example.zm', phone: '0960000001' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'The email has already been taken.' });
  });

  it('refuses a taken phone, in whatever form it is typed', async () => {
    const response = await post('/api/register', { ...registration, email: 'other@example.zm', phone: '260971234567' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'The phone has already been taken.' });
  });

  it('answers the first validation problem with 422', async () => {
    const badEmail = await post('/api/register', { ...registration, email: 'not an email' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json()).toEqual({ success: false, message: 'Please enter a valid email address.' });

    const { first_name: _omitted, ...withoutName } = registration;
    const missing = await post('/api/register', { ...withoutName, email: 'new@example.zm' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/^first_name: /);

    const badRole = await post('/api/register', { ...registration, email: 'new@example.zm', role: 'admin' });
    expect(badRole.statusCode).toBe(422);
  });

  it('refuses a password shorter than 8 characters or among the most common, in either shape, and creates nothing', async () => {
    const refusals = [
      ['', 'All fields are required.'],
      ['Lusaka7', 'Use at least 8 characters for your password.'],
      ['iloveyou', 'This password is too common. Please choose another.'],
      ['QWERTY123', 'This password is too common. Please choose another.'],
    ];
    for (const [password, message] of refusals) {
      const current = await post('/api/register', { ...registration, email: 'weak@example.zm', phone: '0977000111', password });
      expect({ password, status: current.statusCode, body: current.json() }).toEqual({ password, status: 422, body: { success: false, message } });
      const older = { first_name: 'Old', last_name: 'Shape', email: 'weak@example.zm', password, password_confirmation: password, role: 'customer' };
      const legacy = await post('/api/register', older);
      expect({ password, status: legacy.statusCode, body: legacy.json() }).toEqual({ password, status: 422, body: { success: false, message } });
    }
    expect(await usersWithEmail(testApp.db, 'weak@example.zm')).toBe(0);
  });

  it('accepts the older registration shape, with a matching confirmation', async () => {
    const legacy = { first_name: 'Mutale', last_name: 'Zulu', email: 'mutale@example.zm', password: 'secret-1', role: 'customer' };
    const mismatch = await post('/api/register', { ...legacy, password_confirmation: 'secret-2' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ success: false, message: 'Passwords do not match' });

    const response = await post('/api/register', { ...legacy, password_confirmation: 'secret-1' });
    expect(response.statusCode).toBe(201);
    const login = await post('/api/login', { email: 'mutale@example.zm', password: 'secret-1', role: 'customer' });
    expect(login.json()).toMatchObject({ success: true, data: { user: { email: 'mutale@example.zm', phone: null } } });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const row = await testApp.db.selectFrom('users').select('password_hash').where('email', '=', registration.email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(registration.password);
  });

  it('accepts a Zambian phone with or without its trunk zero or country code, and stores it in E.164', async () => {
    const typed = ['0961230001', '961230002', '+260961230003', '260 96 123 0004'];
    for (const [index, phone] of typed.entries()) {
      const email = `spelling${index}@example.zm`;
      const response = await post('/api/register', { ...registration, email, phone });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 201 });
      const row = await testApp.db.selectFrom('users').select(['phone', 'dial_code']).where('email', '=', email).executeTakeFirst();
      expect(row).toEqual({ phone: `+26096123000${index + 1}`, dial_code: '+260' });
    }
  });

  it('makes one account of registrations of one e-mail or one phone sent at once', async () => {
    const sameEmail = await Promise.all(
      ['0961230101', '0961230102', '0961230103'].map((phone) => post('/api/register', { ...registration, email: 'twice@example.zm', phone })),
    );
    expect(sameEmail.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    const samePhone = await Promise.all(
      ['once1@example.zm', 'once2@example.zm', 'once3@example.zm'].map((email) => post('/api/register', { ...registration, email, phone: '0961230199' })),
    );
    expect(samePhone.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await testApp.db.selectFrom('users').select('id').where('phone', '=', '+260961230199').execute()).toHaveLength(1);
  });

  it('refuses a phone that is no valid number for its dial code', async () => {
    for (const phone of ['12345', '097123456', '0971234567890', 'phone', '']) {
      const response = await post('/api/register', { ...registration, email: 'badphone@example.zm', phone });
      expect({ phone, status: response.statusCode, body: response.json() }).toEqual({
        phone,
        status: 422,
        body: { success: false, message: 'Please enter a valid phone number.' },
      });
    }
  });

  it('refuses passwords of control or invisible characters', async () => {
    for (const password of ['\u0000'.repeat(8), '\u200b'.repeat(8), '\ufeff'.repeat(8), 'Chipolopolo\u200d2026']) {
      const response = await post('/api/register', { ...registration, email: 'invisible@example.zm', phone: '0977000222', password });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: 'Your password cannot contain invisible or control characters.' });
    }
  });
});

describe('bearer tokens', () => {
  // Every bearer route refusing missing, malformed, wrong and expired tokens: security/bearer-routes.test.ts.
  async function expiredToken(): Promise<string> {
    const user = await registerAndSignIn(testApp.app);
    return await createSession(testApp.db, await userIdOf(testApp.db, user.uuid), new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
  }

  it('forgets an expired session', async () => {
    const expired = await expiredToken();
    await testApp.app.inject({ method: 'GET', url: '/api/address', headers: { authorization: `Bearer ${expired}` } });
    const expiredSessions = await testApp.db.selectFrom('sessions').select('id').where('expires_at', '<=', new Date().toISOString()).execute();
    expect(expiredSessions).toEqual([]);
  });

  it('records the last use and ends the session at logout', async () => {
    const user = await registerAndSignIn(testApp.app);
    await testApp.db.updateTable('sessions').set({ last_used_at: '2000-01-01T00:00:00.000Z' }).execute();
    const before = await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: user.auth });
    expect(before.statusCode).toBe(200);
    const lastUsed = await testApp.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.max('last_used_at').as('at'))
      .executeTakeFirstOrThrow();
    expect((lastUsed.at ?? '') > '2000-01-01T00:00:00.000Z').toBe(true);

    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: user.auth });
    expect(after.statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  const tooMany = { success: false, message: 'Too many sign-in attempts. Please wait a minute and try again.' };
  const invalid = { success: false, message: 'Invalid Login Credentials' };

  function login(email: string, password: string, remoteAddress?: string) {
    return post('/api/login', { email, password, role: 'customer' }, {}, remoteAddress);
  }

  it('holds an account and address back after five failures, known or unknown alike', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (const identifier of [user.email, `nobody.${Date.now()}@example.zm`, '0979999998']) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(identifier, 'wrong', '203.0.113.1')).json()).toEqual(invalid);
      const held = await login(identifier, 'wrong', '203.0.113.1');
      expect({ identifier, status: held.statusCode, body: held.json(), retryAfter: held.headers['retry-after'] }).toEqual({
        identifier,
        status: 429,
        body: tooMany,
        retryAfter: '60',
      });
    }
  });

  it("does not let a stranger's failures from one address lock the customer out of another", async () => {
    const user = await registerAndSignIn(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'wrong', '203.0.113.2');
    // Held back at the stranger's address, even with the right password, in any spelling...
    expect((await login(user.email.toUpperCase(), user.password, '203.0.113.2')).json()).toEqual(tooMany);
    expect((await login(user.phone, user.password, '203.0.113.2')).json()).toEqual(tooMany);
    // ...but not at the customer's own.
    expect((await login(user.email, user.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts every spelling of an account, e-mail and phone, as one', async () => {
    const user = await registerAndSignIn(testApp.app);
    const national = user.phone.slice(1);
    const spellings = [user.phone, `+260${national}`, national, `260 ${national}`, user.email.toUpperCase()];
    for (const spelling of spellings) expect((await login(spelling, 'wrong', '203.0.113.3')).json()).toEqual(invalid);
    expect((await login(`+260 ${national}`, user.password, '203.0.113.3')).statusCode).toBe(429);
  });

  it('counts every spelling of an unknown phone as one', async () => {
    for (const spelling of ['0979999997', '979999997', '+260979999997', '260 97 999 9997', '0979999997']) {
      expect((await login(spelling, 'wrong', '203.0.113.4')).json()).toEqual(invalid);
    }
    expect((await login('+260 97 999 9997', 'wrong', '203.0.113.4')).statusCode).toBe(429);
  });

  it('holds an account back from every address past 50 failures an hour', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (let address = 0; address < 50; address += 1) await login(user.email, 'wrong', `192.0.2.${address}`);
    expect((await login(user.email, user.password, '198.51.100.3')).json()).toEqual(tooMany);
    // Fifty password hashes take a few seconds on a busy machine.
  }, 30_000);

  it('forgets the failures after a successful sign-in', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(user.email, 'wrong')).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('spends as long on an unknown account as on a wrong password, so timing does not tell them apart', async () => {
    const user = await registerAndSignIn(testApp.app);
    const timed = async (identifier: string, address: string): Promise<number> => {
      const started = performance.now();
      expect((await login(identifier, 'wrong', address)).statusCode).toBe(401);
      return performance.now() - started;
    };
    let known = 0;
    let unknown = 0;
    for (let round = 0; round < 3; round += 1) {
      known += await timed(user.email, `203.0.113.${10 + round}`);
      unknown += await timed(`nobody.timed.${round}@example.zm`, `203.0.113.${10 + round}`);
    }
    // A password hash takes tens of milliseconds; without the decoy an unknown account would answer in well under one.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});
