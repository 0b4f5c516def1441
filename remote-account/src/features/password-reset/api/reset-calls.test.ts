import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { checkCode, sendNewCode, sendResetCode, setNewPassword } from './reset-calls';

const mailbox = 'http://localhost:4000/sandbox/mailbox';

describe('sendResetCode', () => {
  it('asks for a code without a bearer token and hands back the message and mailbox', async () => {
    setTestSession(createStore());
    const api = fakeApi({
      'POST /password/forgot': { body: { success: true, message: 'Check your mailbox.', data: { mailbox_url: mailbox } } },
    });
    await expect(sendResetCode(' mwila@example.com ')).resolves.toEqual({ ok: true, message: 'Check your mailbox.', mailboxUrl: mailbox });
    const [request] = api.sentTo('POST /password/forgot');
    expect(request?.body).toEqual({ email: 'mwila@example.com' });
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('has its own message when the answer has none, and no mailbox without one', async () => {
    fakeApi({ 'POST /password/forgot': { body: { success: true } } });
    await expect(sendResetCode('0977123456')).resolves.toEqual({
      ok: true,
      message: 'If an account matches, a 6-digit code has been sent to it.',
      mailboxUrl: undefined,
    });
  });

  it('fails with the server message, else its own', async () => {
    fakeApi({ 'POST /password/forgot': { status: 429, body: { message: 'Too many requests.' } } });
    await expect(sendResetCode('x@example.com')).resolves.toEqual({ ok: false, message: 'Too many requests.' });
    fakeApi({ 'POST /password/forgot': 'network-error' });
    await expect(sendResetCode('x@example.com')).resolves.toEqual({ ok: false, message: 'Failed to send the code. Please try again.' });
  });
});

describe('sendNewCode', () => {
  it("says 'A new code was sent.'", async () => {
    const api = fakeApi({ 'POST /password/resend-otp': { body: { success: true, message: 'Sent.', data: { mailbox_url: mailbox } } } });
    await expect(sendNewCode('mwila@example.com')).resolves.toEqual({ ok: true, message: 'A new code was sent.', mailboxUrl: mailbox });
    expect(api.sentTo('POST /password/resend-otp')[0]?.body).toEqual({ email: 'mwila@example.com' });
  });
});

describe('checkCode', () => {
  it('hands back the reset token', async () => {
    const api = fakeApi({ 'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } } });
    await expect(checkCode('mwila@example.com', '123456')).resolves.toEqual({ ok: true, resetToken: 'tok-1' });
    expect(api.sentTo('POST /password/verify-otp')[0]?.body).toEqual({ email: 'mwila@example.com', otp: '123456' });
  });

  it.each([
    [{ status: 422, body: { success: false, message: 'The code has expired.' } }, 'The code has expired.'],
    // Six digits were sent: a refusal without a reason is about the code, not its format.
    [{ status: 422, body: {} }, 'This code is wrong or has expired. Please check it or request a new one.'],
    [{ status: 500 }, 'Failed to verify the code. Please try again.'],
    ['network-error' as const, 'Failed to verify the code. Please try again.'],
  ])('says why a code was not accepted (%j)', async (answer, message) => {
    fakeApi({ 'POST /password/verify-otp': answer });
    await expect(checkCode('mwila@example.com', '123456')).resolves.toEqual({ ok: false, message });
  });
});

describe('setNewPassword', () => {
  const payload = { email: 'mwila@example.com', reset_token: 'tok-1', password: 'n3w-secret' };

  it('sets the password with the token', async () => {
    const api = fakeApi({ 'POST /password/reset': { body: { success: true, message: 'Password reset successfully. Please login.' } } });
    await expect(setNewPassword(payload)).resolves.toEqual({ ok: true, message: 'Password reset successfully. Please login.' });
    expect(api.sentTo('POST /password/reset')[0]?.body).toEqual(payload);
  });

  it('fails with the server message, else its own', async () => {
    fakeApi({ 'POST /password/reset': { status: 422, body: { success: false, message: 'The reset token has expired.' } } });
    await expect(setNewPassword(payload)).resolves.toEqual({ ok: false, message: 'The reset token has expired.' });
    fakeApi({ 'POST /password/reset': { body: { success: false } } });
    await expect(setNewPassword(payload)).resolves.toEqual({ ok: false, message: 'Failed to reset password.' });
  });
});
