import { sessionAtom, storefrontStore } from '@storefront/contract';
import { fakeApi, setTestSession, testSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { profileAction } from './profile-action';

/** The profile form as a browser sends it. */
const sent = (fields: Record<string, string>) =>
  new Request('http://shop.test/user/profile', { method: 'POST', body: new URLSearchParams(fields) });

const form = {
  intent: 'save-profile',
  email: 'mwila@example.com',
  first_name: ' Chanda ',
  last_name: 'Banda',
  country: 'ZM',
  code: '+260',
  phone: '097 123 4567',
};

beforeEach(() => setTestSession(createStore()));

describe('profileAction', () => {
  it('saves the profile, says so, and the session greets by the new name', async () => {
    const api = fakeApi({ 'PUT /profile': { body: { success: true } } });
    await expect(profileAction({ request: sent(form) })).resolves.toEqual({ intent: 'save-profile', ok: true, message: 'Profile updated successfully.' });
    expect(api.sentTo('PUT /profile')[0]?.body).toEqual({
      first_name: 'Chanda',
      last_name: 'Banda',
      email: 'mwila@example.com',
      phone: '260971234567',
      code: '+260',
    });
    expect(storefrontStore.get(sessionAtom)).toEqual({ ...testSession, user: { ...testSession.user, first_name: 'Chanda' } });
  });

  it("takes the chosen country's dial code when the browser's own list sent the country alone", async () => {
    const api = fakeApi({ 'PUT /profile': { body: { success: true } } });
    const { code: _code, ...countryAlone } = form;
    await profileAction({ request: sent({ ...countryAlone, country: 'GB', phone: '' }) });
    expect(api.sentTo('PUT /profile')[0]?.body).toMatchObject({ phone: '', code: '+44' });
    await profileAction({ request: sent({ ...countryAlone, country: 'GB', phone: '07400 123456' }) });
    expect(api.sentTo('PUT /profile')[1]?.body).toMatchObject({ phone: '447400123456', code: '+44' });
  });

  it('refuses a phone that is not a number of the chosen country, at the phone, without asking the api', async () => {
    const api = fakeApi({});
    await expect(profileAction({ request: sent({ ...form, phone: '12345' }) })).resolves.toEqual({
      intent: 'save-profile',
      ok: false,
      message: 'Please enter a valid phone number.',
      phoneInvalid: true,
    });
    expect(api.requests).toHaveLength(0);
  });

  it("says the server's reason, else 'Failed to update profile.', keeping the session's name", async () => {
    fakeApi({ 'PUT /profile': { status: 422, body: { message: 'The phone has already been taken.' } } });
    await expect(profileAction({ request: sent(form) })).resolves.toMatchObject({ ok: false, message: 'The phone has already been taken.' });
    fakeApi({ 'PUT /profile': { status: 500 } });
    await expect(profileAction({ request: sent(form) })).resolves.toMatchObject({ ok: false, message: 'Failed to update profile.' });
    expect(storefrontStore.get(sessionAtom)).toEqual(testSession);
  });

  describe('the password change', () => {
    const change = { intent: 'change-password', current_password: 'Old-secret-1', password: 'Kafue-n3w-secret', password_confirmation: 'Kafue-n3w-secret' };

    it("sends the current password, the new one and its confirmation: 'Password changed successfully.', no password in the answer", async () => {
      const api = fakeApi({ 'POST /profile/password': { body: { success: true, message: 'Password changed.' } } });
      await expect(profileAction({ request: sent(change) })).resolves.toEqual({ intent: 'change-password', ok: true, message: 'Password changed successfully.' });
      expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({
        current_password: 'Old-secret-1',
        password: 'Kafue-n3w-secret',
        password_confirmation: 'Kafue-n3w-secret',
      });
    });

    it.each([
      [{ current_password: '' }, 'current', 'Please enter your current password.'],
      [{ password: '', password_confirmation: '' }, 'next', 'Please enter a new password.'],
      [{ password: 'Kafue12', password_confirmation: 'Kafue12' }, 'next', 'Use at least 8 characters for your password.'],
      [{ password: 'sunshine', password_confirmation: 'sunshine' }, 'next', 'This password is too common. Please choose another.'],
      [{ password_confirmation: 'Kafue-n3w-secreT' }, 'confirmation', 'The new password and its confirmation do not match.'],
    ])('refuses %o on the %s field without asking the api', async (fields, field, message) => {
      const api = fakeApi({});
      await expect(profileAction({ request: sent({ ...change, ...fields }) })).resolves.toEqual({ intent: 'change-password', ok: false, message, field });
      expect(api.requests).toHaveLength(0);
    });

    it("says the api's refusal of the current password on that field", async () => {
      fakeApi({ 'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } } });
      await expect(profileAction({ request: sent(change) })).resolves.toEqual({
        intent: 'change-password',
        ok: false,
        message: 'Your current password is not correct.',
        field: 'current',
      });
    });

    it("says 'Failed to change password.' when the api fails, on no field", async () => {
      fakeApi({ 'POST /profile/password': { status: 500 } });
      await expect(profileAction({ request: sent(change) })).resolves.toEqual({ intent: 'change-password', ok: false, message: 'Failed to change password.' });
      fakeApi({ 'POST /profile/password': { body: { success: false } } });
      await expect(profileAction({ request: sent(change) })).resolves.toEqual({ intent: 'change-password', ok: false, message: 'Failed to change password.' });
    });
  });

  it('answers a form it does not know with a 400', async () => {
    await expect(profileAction({ request: sent({ intent: 'something-else' }) })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
