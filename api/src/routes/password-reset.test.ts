import {
  otpVerificationResponseSchema,
  passwordResetRequestResponseSchema,
  successAnswerSchema,
} from '@storefront/api-client/schemas';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const CODE_IN_MAIL = /password reset code is (\d{6})\./;
const WRONG_CODE = 'This code is wrong or has expired. Please check it or request a new one.';

function post(url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, payload });
}

function login(email: string, password: string) {
  return post('/api/login', { email, password, role: 'customer' });
}

async function requestCode(identifier: string, path: 'forgot' | 'resend-otp' = 'forgot') {
  const response = await post(`/api/password/${path}`, { email: identifier });
  expect(response.statusCode).toBe(200);
  return passwordResetRequestResponseSchema.parse(response.json());
}

function mailsTo(email: string): { subject: string; body_text: string }[] {
  return testApp.db.prepare('SELECT subject, body_text FROM sandbox_mail WHERE recipient = ? ORDER BY id').all(email) as {
    subject: string;
    body_text: string;
  }[];
}

/** The code of the latest mail to `email`, read from the sandbox_mail table. */
function latestCode(email: string): string {
  const code = CODE_IN_MAIL.exec(mailsTo(email).at(-1)?.body_text ?? '')?.[1];
  if (code === undefined) throw new Error(`No code mailed to ${email}`);
  return code;
}

function verify(identifier: string, otp: string) {
  return post('/api/password/verify-otp', { email: identifier, otp });
}

/** Makes the user's codes and tokens `ms` older, as if that time had passed. */
function age(user: TestUser, ms: number): void {
  const shift = (iso: string): string => new Date(Date.parse(iso) - ms).toISOString();
  const rows = testApp.db
    .prepare('SELECT c.id, c.created_at, c.expires_at FROM one_time_codes c JOIN users u ON u.id = c.user_id WHERE u.email = ?')
    .all(user.email) as { id: number; created_at: string; expires_at: string }[];
  for (const row of rows) {
    testApp.db.prepare('UPDATE one_time_codes SET created_at = ?, expires_at = ? WHERE id = ?').run(shift(row.created_at), shift(row.expires_at), row.id);
  }
}

async function resetToken(user: TestUser): Promise<string> {
  await requestCode(user.email);
  const response = await verify(user.email, latestCode(user.email));
  return otpVerificationResponseSchema.parse(response.json()).data.reset_token;
}

describe('forgot password', () => {
  it('mails a code to the sandbox mailbox, exchanges it for a reset token and sets the new password', async () => {
    const user = await registerAndSignIn(testApp.app, { first_name: 'Natasha' });
    const answer = await requestCode(user.phone);
    expect(answer).toEqual({
      success: true,
      message: 'If an account matches, we sent a 6-digit code to its e-mail.',
      data: { mailbox_url: `${testConfig.publicUrl}/sandbox/mailbox` },
    });
    expect(mailsTo(user.email)).toEqual([{ subject: 'Your ZamEats password reset code', body_text: expect.stringMatching(CODE_IN_MAIL) }]);
    expect(mailsTo(user.email)[0]?.body_text).toMatch(/^Hello Natasha,/);
    const storedHashes = testApp.db.prepare("SELECT code_hash FROM one_time_codes WHERE purpose = 'password_reset'").all() as { code_hash: string }[];
    expect(storedHashes.map((row) => row.code_hash)).not.toContain(latestCode(user.email));

    // The customer reads the code on the mailbox page the answer points at.
    const mailboxPath = new URL(answer.data?.mailbox_url ?? '').pathname;
    const page = await testApp.app.inject({ method: 'GET', url: `${mailboxPath}?to=${encodeURIComponent(user.email.toUpperCase())}` });
    const codeOnPage = CODE_IN_MAIL.exec(page.body)?.[1];
    expect(codeOnPage).toBe(latestCode(user.email));

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
    const before = testApp.db.prepare('SELECT count(*) AS n FROM sandbox_mail').get();
    for (const identifier of ['nobody@example.zm', '0979999999']) {
      expect(await requestCode(identifier)).toEqual({
        success: true,
        message: 'If an account matches, we sent a 6-digit code to its e-mail.',
        data: { mailbox_url: `${testConfig.publicUrl}/sandbox/mailbox` },
      });
    }
    expect(testApp.db.prepare('SELECT count(*) AS n FROM sandbox_mail').get()).toEqual(before);
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
    const code = latestCode(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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
    const voided = await verify(user.email, code);
    expect(voided.statusCode).toBe(422);
    expect(voided.json()).toEqual({ success: false, message: 'This code has expired. Please request a new one.' });
  });

  it('refuses an expired code', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    age(user, 15 * 60_000);
    const response = await verify(user.email, latestCode(user.email));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'This code has expired. Please request a new one.' });
  });

  it('sends at most one code per 30 seconds; a new code voids the old one', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestCode(user.email);
    const first = latestCode(user.email);

    expect((await requestCode(user.email, 'resend-otp')).success).toBe(true);
    expect((await requestCode(user.email, 'forgot')).success).toBe(true);
    expect(mailsTo(user.email)).toHaveLength(1);

    age(user, 30_000);
    await requestCode(user.email, 'resend-otp');
    expect(mailsTo(user.email)).toHaveLength(2);
    const second = latestCode(user.email);
    const live = testApp.db
      .prepare(
        `SELECT count(*) AS n FROM one_time_codes
         WHERE purpose = 'password_reset' AND used_at IS NULL AND expires_at > ? AND user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .get(new Date().toISOString(), user.email);
    expect(live).toEqual({ n: 1 });
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

    age(user, 15 * 60_000);
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
    expect(passwordResetRequestResponseSchema.parse(response.json()).data).toBeUndefined();
    expect((await mailless.app.inject({ method: 'GET', url: '/api/sandbox/mailbox' })).statusCode).toBe(404);
    expect(mailless.db.prepare('SELECT count(*) AS n FROM sandbox_mail').get()).toEqual({ n: 0 });
    // The code exists all the same: a backend with a real mailer would have sent it.
    expect(mailless.db.prepare("SELECT count(*) AS n FROM one_time_codes WHERE purpose = 'password_reset'").get()).toEqual({ n: 1 });
  });
});
