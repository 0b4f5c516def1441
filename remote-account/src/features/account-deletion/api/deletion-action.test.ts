import { sessionAtom, storefrontStore, toastAtom } from '@storefront/contract';
import { fakeApi, setTestSession } from '@storefront/testing';
import { deletionAction } from './deletion-action';

/** /goodbye's form as a browser sends it. */
const sent = (fields: Record<string, string>) => new Request('http://shop.test/goodbye', { method: 'POST', body: new URLSearchParams(fields) });

const confirmed = { intent: 'delete-account', reason: 'Moving abroad', password: 'secret', confirmation: 'DELETE MY ACCOUNT' };

beforeEach(() => {
  setTestSession(storefrontStore);
  storefrontStore.set(toastAtom, null);
});

describe('deletionAction', () => {
  it('moves to step 2 on Continue, keeping the reason, asking the api nothing', async () => {
    const api = fakeApi({});
    await expect(deletionAction({ request: sent({ intent: 'continue', reason: 'Moving abroad' }) })).resolves.toEqual({ step: 2, reason: 'Moving abroad' });
    expect(api.requests).toHaveLength(0);
  });

  it('deletes the account, ends the session, forgets what the browser stored, says so and goes home', async () => {
    localStorage.setItem('checkout-tip', '10');
    const api = fakeApi({ 'POST /user/request-deletion': { body: { success: true, message: 'Account deletion request submitted successfully' } } });
    const answer = await deletionAction({ request: sent(confirmed) });
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/');
    expect(api.sentTo('POST /user/request-deletion')[0]?.body).toEqual({ password: 'secret', reason: 'Moving abroad' });
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Your account has been deleted.', tone: 'success' });
  });

  it('refuses a wrong phrase and a missing password at their fields, asking the api nothing', async () => {
    const api = fakeApi({});
    await expect(deletionAction({ request: sent({ ...confirmed, password: '', confirmation: 'delete my account' }) })).resolves.toEqual({
      step: 2,
      reason: 'Moving abroad',
      errors: { password: 'Please enter your password', confirmation: 'Please type DELETE MY ACCOUNT to confirm' },
    });
    expect(api.requests).toHaveLength(0);
    expect(storefrontStore.get(sessionAtom)).not.toBeNull();
  });

  it.each([
    [{ status: 422, body: { success: false, message: 'The password is incorrect.' } }, 'The password is incorrect.'],
    ['network-error' as const, 'Failed to request account deletion'],
  ])("says the api's refusal, keeping the session", async (answer, message) => {
    fakeApi({ 'POST /user/request-deletion': answer });
    await expect(deletionAction({ request: sent(confirmed) })).resolves.toEqual({ step: 2, reason: 'Moving abroad', message });
    expect(storefrontStore.get(sessionAtom)).not.toBeNull();
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message, tone: 'error' });
  });

  it('answers a form it does not know with a 400', async () => {
    fakeApi({});
    await expect(deletionAction({ request: sent({ intent: 'other' }) })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
