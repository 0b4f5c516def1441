import {
  otpVerificationResponseSchema,
  passwordResetRequestResponseSchema,
  successAnswerSchema,
} from '@storefront/api-client/schemas';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { migratedTestDatabase } from '../test-support/test-database';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const CODE_IN_MAIL = /password reset code is (\d{6})\./;
const WRONG_CODE = 'This code is wrong or has expired. Please check it or request a new one.';

function post(url: string, payload: object, remoteAddress?: string) {
  return testApp.app.inject({ method: 'POST', url, payload, ...(remoteAddress === undefined ? {} : { remoteAddress }) });
}

function login(email: string, password: string) {
  return post('/api/login', { email, password, role: 'customer' });
}

async function requestCode(identifier: string, path: 'forgot' | 'resend-otp' = 'forgot') {
  const response = await post(`/api/password/${path}`, { email: identifier });
  expect(response.statusCode).toBe(200);
  return passwordResetRequestResponseSchema.parse(response.json());
}

function mailsTo(email: string): Promise<{ subject: string; body_text: string }[]> {
  return testApp.db.selectFrom('sandbox_mail').select(['subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
}

/** The code of the latest mail to `email`, read from the sandbox_mail table. */
async function latestCode(email: string): Promise<string> {
  const code = CODE_IN_MAIL.exec((await (await mailsTo(email))).at(-1)?.body_text ?? '')?.[1];
  if (code === undefined) throw new Error(`No code mailed to ${email}`);
  return code;
}

function verify(identifier: string, otp: string, remoteAddress?: string) {
  return post('/api/password/verify-otp', { email: identifier, otp }, remoteAddress);
}

function otherCode(code: string, step = 1): string {
  return String((Number(code) + step) % 1_000_000).padStart(6, '0');
}

const TOO_MANY_CODE_TRIES = { success: false, message: 'Too many wrong codes. Please wait and try again later.' };

/** Makes the user's codes and tokens `ms` older, as if that time had passed. */
async function age(user: TestUser, ms: number): Promise<void> {
  const shift = (iso: string): string => new Date(Date.parse(iso) - ms).toISOString();
  const rows = await testApp.db
    .selectFrom('one_time_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.created_at', 'c.expires_at'])
    .where('u.email', '=', user.email)
    .execute();
  for (const row of rows) {
    await testApp.db
      .updateTable('one_time_codes')
      .set({ created_at: shift(row.created_at), expires_at: shift(row.expires_at) })
      .where('id', '=', row.id)
      .execute();
  }
}

async function resetToken(user: TestUser): Promise<string> {
  await requestCode(user.email);
  const response = await verify(user.email, (await latestCode(user.email)));
  return otpVerificationResponseSchema.parse(response.json()).data.reset_token;
}

describe('forgot password', () => {
  it('mails a code to the sandbox mailbox, exchanges it for a reset token and sets the new password', async () => {
    const user = await registerAndSignIn(testApp.app, { first_name: 'Natasha' });
    const answer = await requestCode(user.phone);
    // The answer never points the customer at the mailbox: the public site does not serve it.
    expect(answer).toEqual({ success: true, message: 'If an account matches, we sent a 6-digit code to its e-mail.' });
    expect((await mailsTo(user.email))).toEqual([{ subject: 'Your ZamEats password reset code', body_text: expect.stringMatching(CODE_IN_MAIL) }]);
    expect((await mailsTo(user.email))[0]?.body_text).toMatch(/^Hello Natasha,/);
    const storedHashes = await testApp.db.selectFrom('one_time_codes').select('code_hash').where('purpose', '=', 'password_reset').execute();
    expect(storedHashes.map((row) => row.code_hash)).not.toContain((await latestCode(user.email)));

    // A developer reads the code on the mailbox page of the api's own port.
    const page = await testApp.app.inject({ method: 'GET', url: `/api/sandbox/mailbox?to=${encodeURIComponent(user.email.toUpperCase())}` });
    const codeOnPage = CODE_IN_MAIL.exec(page.body)?.[1];
    expect(codeOnPage).toBe((await latestCode(user.email)));

    const verified = await verify(user.phone, codeOnPage ?? '');
    expect(verified.statusCode).toBe(200);
    const { data, message } = otpVerificationResponseSchema.parse(verified.json());
    expect(message).toBe('Code verified');
    expect(data.reset_token).toMatch(/^[\w-]{43}$/);

    const reset = await post('/api/password/reset', { email: user.phone, reset_token: data.reset_token, password: 'Fresh-start-9' });
    expect(reset.statusCode).toBe(200);
    expect(successAnswerSchema.parse(reset.json())).toEqual({ success: true, message: 'Password reset successfully. Please login.' });

    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: user.auth })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Fresh-start-9')).statusCode).toBe(200);

    // Code and token are used up.
    const again = await post('/api/password/reset', { email: user.email, reset_token: data.reset_token, password: 'Another-1' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: 'This reset link has expired. Please start again.' });
    expect((await verify(user.email, codeOnPage ?? '')).statusCode).toBe(422);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = await testApp.db.selectFrom('sandbox_mail').select('id').execute();
    for (const identifier of ['nobody@example.zm', '0979999999']) {
      expect(await requestCode(identifier)).toEqual({ success: true, message: 'If an account matches, we sent a 6-digit code to its e-mail.' });
    }
    expect(await testApp.db.selectFrom('sandbox_mail').select('id').execute()).toEqual(before);
    const verified = await verify('nobody@example.zm', '123456');
    expect(verified.json()).toEqual({ success: false, message: WRONG_CODE });
  });

  it('refuses an identifier that is neither an e-mail nor a phone', async () => {
    const response = await post('/api/password/forgot', { email: 'chipo' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Please enter a valid phone number or email address.' });
  });

  it('says a well-formed wrong code is wrong or expired, and voids the code after five wrong tries', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    const code = (await latestCode(user.email));
    const wrong = otherCode(code);

    for (const otp of ['12345', 'abcdef', '1234567']) {
      const malformed = await verify(user.email, otp);
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toEqual({ success: false, message: 'Please enter a valid 6-digit OTP.' });
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(user.email, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: WRONG_CODE });
    }
    // This address is held back; from another, the right code is void and answers as any wrong one.
    expect((await verify(user.email, code)).json()).toEqual(TOO_MANY_CODE_TRIES);
    const voided = await verify(user.email, code, '198.51.100.7');
    expect(voided.statusCode).toBe(422);
    expect(voided.json()).toEqual({ success: false, message: WRONG_CODE });
  });

  it('refuses an expired code', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    await age(user, 15 * 60_000);
    const response = await verify(user.email, (await latestCode(user.email)));
    expect(response.statusCode).toBe(422);
    // As a wrong code or an unknown account: the answer tells nobody that a code was asked for.
    expect(response.json()).toEqual({ success: false, message: WRONG_CODE });
  });

  it('sends at most one code per 30 seconds; a new code voids the old one', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    const first = (await latestCode(user.email));

    expect((await requestCode(user.email, 'resend-otp')).success).toBe(true);
    expect((await requestCode(user.email, 'forgot')).success).toBe(true);
    expect((await mailsTo(user.email))).toHaveLength(1);

    await age(user, 30_000);
    await requestCode(user.email, 'resend-otp');
    expect((await mailsTo(user.email))).toHaveLength(2);
    const second = (await latestCode(user.email));
    const live = await testApp.db
      .selectFrom('one_time_codes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('c.id')
      .where('c.purpose', '=', 'password_reset')
      .where('c.used_at', 'is', null)
      .where('c.expires_at', '>', new Date().toISOString())
      .where('u.email', '=', user.email)
      .execute();
    expect(live).toHaveLength(1);
    // One chance in a million that both codes are equal; the count above covers that case.
    if (first !== second) expect((await verify(user.email, first)).json()).toEqual({ success: false, message: WRONG_CODE });
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('refuses a wrong, expired or foreign reset token', async () => {
    const user = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    const token = await resetToken(user);
    const expired = { success: false, message: 'This reset link has expired. Please start again.' };

    expect((await post('/api/password/reset', { email: user.email, reset_token: 'x'.repeat(43), password: 'Fresh-start-1' })).json()).toEqual(expired);
    expect((await post('/api/password/reset', { email: other.email, reset_token: token, password: 'Fresh-start-1' })).json()).toEqual(expired);
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    await age(user, 15 * 60_000);
    const late = await post('/api/password/reset', { email: user.email, reset_token: token, password: 'Fresh-start-1' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual(expired);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const fresh = await resetToken(user);
    const empty = await post('/api/password/reset', { email: user.email, reset_token: fresh, password: '' });
    expect(empty.json()).toEqual({ success: false, message: 'Please enter a new password.' });
  });

  it('refuses a new password that is short or common, and the token still works for a good one', async () => {
    const user = await registerAndSignIn(testApp.app);
    const token = await resetToken(user);
    const refusals = [
      ['Lusaka1', 'Use at least 8 characters for your password.'],
      ['Password1', 'This password is too common. Please choose another.'],
    ];
    for (const [password, message] of refusals) {
      const response = await post('/api/password/reset', { email: user.email, reset_token: token, password });
      expect({ password, status: response.statusCode, body: response.json() }).toEqual({ password, status: 422, body: { success: false, message } });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await post('/api/password/reset', { email: user.email, reset_token: token, password: 'Kafue-river-9' })).statusCode).toBe(200);
    expect((await login(user.email, 'Kafue-river-9')).statusCode).toBe(200);
  });

  it('lets a customer held back by failed sign-ins in after a reset', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'wrong');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const token = await resetToken(user);
    await post('/api/password/reset', { email: user.email, reset_token: token, password: 'Back-in-1' });
    expect((await login(user.email, 'Back-in-1')).statusCode).toBe(200);
  });
});

describe('limits on reset codes', () => {
  it('answers the sixth wrong guess alike for a known and an unknown account', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    const wrong = otherCode((await latestCode(user.email)));
    const unknown = `nobody.${Date.now()}@example.zm`;
    await requestCode(unknown);
    for (const identifier of [user.email, unknown]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify(identifier, wrong, '192.0.2.61')).json()).toEqual({ success: false, message: WRONG_CODE });
      const sixth = await verify(identifier, wrong, '192.0.2.61');
      expect({ identifier, status: sixth.statusCode, body: sixth.json() }).toEqual({ identifier, status: 429, body: TOO_MANY_CODE_TRIES });
    }
  });

  it('counts guesses per account and day, so a new code brings no fresh guesses', async () => {
    const user = await registerAndSignIn(testApp.app);
    const addresses = ['192.0.2.71', '192.0.2.72', '192.0.2.73'];
    // Five wrong guesses from each of two addresses, a new code in between: ten in the day.
    for (const address of addresses.slice(0, 2)) {
      await age(user, 30_000);
      await requestCode(user.email);
      const wrong = otherCode((await latestCode(user.email)));
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify(user.email, wrong, address)).statusCode).toBe(422);
    }
    await age(user, 30_000);
    await requestCode(user.email);
    const code = (await latestCode(user.email));
    // Even the right code of a fresh code, from a third address, waits until tomorrow.
    const held = await verify(user.phone, code, addresses[2]);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(TOO_MANY_CODE_TRIES);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('sends at most five codes a day per account, whatever spelling asks, and says so as for an unknown account', async () => {
    const user = await registerAndSignIn(testApp.app);
    const spellings = [user.email, user.email.toUpperCase(), user.phone, `+260${user.phone.slice(1)}`, user.phone.slice(1)];
    for (const spelling of spellings) {
      await age(user, 30_000);
      await requestCode(spelling);
    }
    expect((await mailsTo(user.email))).toHaveLength(5);
    await age(user, 30_000);
    const sixth = await post('/api/password/forgot', { email: `260${user.phone.slice(1)}` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: 'Too many codes were asked for today. Please try again tomorrow.' });
    expect((await mailsTo(user.email))).toHaveLength(5);
  });
});

describe('the sandbox mailer on the console', () => {
  it('prints one line with the code, where whoever runs the api reads it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await migratedTestDatabase();
    const app = buildApp({ db: database.db, config: testConfig, logger: { level: 'warn', stream } });
    try {
      const user = await registerAndSignIn(app);
      await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.phone } });
      const mail = await database.db.selectFrom('sandbox_mail').select('body_text').executeTakeFirstOrThrow();
      const code = CODE_IN_MAIL.exec(mail.body_text)?.[1] ?? 'none';
      const codeLines = lines.filter((line) => line.includes(code));
      expect(codeLines).toHaveLength(1);
      expect(codeLines[0]).toContain(`[sandbox mail] password reset code for ${user.email}: ${code} (valid 15 minutes)`);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('without the sandbox mailer', () => {
  let mailless: TestApp;
  beforeAll(async () => {
    mailless = await createTestApp({ sandboxMailer: false });
  });
  afterAll(() => mailless.close());

  it('names no mailbox, has none, and keeps no mail', async () => {
    const user = await registerAndSignIn(mailless.app);
    const response = await mailless.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'If an account matches, we sent a 6-digit code to its e-mail.' });
    expect((await mailless.app.inject({ method: 'GET', url: '/api/sandbox/mailbox' })).statusCode).toBe(404);
    expect(await mailless.db.selectFrom('sandbox_mail').select('id').execute()).toEqual([]);
    // The code exists all the same: a backend with a real mailer would have sent it.
    expect(await mailless.db.selectFrom('one_time_codes').select('id').where('purpose', '=', 'password_reset').execute()).toHaveLength(1);
  });
});
