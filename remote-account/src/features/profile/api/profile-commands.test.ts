import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { saveNewPassword, saveProfile } from './profile-commands';

const payload = { first_name: 'Chanda', last_name: 'Phiri', email: 'mwila@example.com', phone: '0977123456', code: '+260' };

beforeEach(() => setTestSession(createStore()));

describe('saveProfile', () => {
  it('sends the profile with the bearer token', async () => {
    const api = fakeApi({ 'PUT /profile': { body: { success: true, message: 'Saved.' } } });
    await expect(saveProfile(payload)).resolves.toEqual({ ok: true, message: 'Profile updated successfully.' });
    const [request] = api.sentTo('PUT /profile');
    expect(request?.body).toEqual(payload);
    expect(request?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("says the server's message, else 'Failed to update profile.'", async () => {
    fakeApi({ 'PUT /profile': { status: 422, body: { success: false, message: 'The phone has already been taken.' } } });
    await expect(saveProfile(payload)).resolves.toEqual({ ok: false, message: 'The phone has already been taken.' });
    fakeApi({ 'PUT /profile': { body: { success: false } } });
    await expect(saveProfile(payload)).resolves.toEqual({ ok: false, message: 'Failed to update profile.' });
    fakeApi({ 'PUT /profile': 'network-error' });
    await expect(saveProfile(payload)).resolves.toEqual({ ok: false, message: 'Failed to update profile.' });
  });
});

describe('saveNewPassword', () => {
  const change = { current: 'Old-secret-1', next: 'Kafue-n3w-secret', confirmation: 'Kafue-n3w-secret' };

  it('sends the current password, the new one and its confirmation', async () => {
    const api = fakeApi({ 'POST /profile/password': { body: { success: true, message: 'Done.' } } });
    await expect(saveNewPassword(change)).resolves.toEqual({ ok: true, message: 'Password changed successfully.' });
    expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({
      current_password: 'Old-secret-1',
      password: 'Kafue-n3w-secret',
      password_confirmation: 'Kafue-n3w-secret',
    });
  });

  it("says the server's reason, else 'Failed to change password.'", async () => {
    fakeApi({ 'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } } });
    await expect(saveNewPassword(change)).resolves.toEqual({ ok: false, message: 'Your current password is not correct.' });
    fakeApi({ 'POST /profile/password': { status: 500 } });
    await expect(saveNewPassword(change)).resolves.toEqual({ ok: false, message: 'Failed to change password.' });
  });
});
