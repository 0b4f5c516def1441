import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { addressAction } from './address-action';

/** A Remove form as a browser sends it. */
const sent = (fields: Record<string, string>) =>
  new Request('http://shop.test/user/address', { method: 'POST', body: new URLSearchParams(fields) });

beforeEach(() => setTestSession(createStore()));

describe('addressAction', () => {
  it("removes the address the form names: 'Address removed successfully'", async () => {
    const api = fakeApi({ 'DELETE /address/a-1': { status: 204 } });
    await expect(addressAction({ request: sent({ intent: 'remove-address', address: 'a-1' }) })).resolves.toEqual({
      intent: 'remove-address',
      uuid: 'a-1',
      ok: true,
      message: 'Address removed successfully',
    });
    expect(api.sentTo('DELETE /address/a-1')).toHaveLength(1);
  });

  it("says 'Failed to remove address' when the api refuses", async () => {
    fakeApi({ 'DELETE /address/a-1': { status: 500, body: { message: 'Server Error' } } });
    await expect(addressAction({ request: sent({ intent: 'remove-address', address: 'a-1' }) })).resolves.toMatchObject({
      ok: false,
      message: 'Failed to remove address',
    });
  });

  it('answers a form it does not know, or one naming no address, with a 400', async () => {
    fakeApi({});
    await expect(addressAction({ request: sent({ intent: 'remove-address' }) })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(addressAction({ request: sent({ intent: 'other', address: 'a-1' }) })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
