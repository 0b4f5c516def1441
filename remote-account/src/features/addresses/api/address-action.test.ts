import { storefrontStore, toastAtom } from '@storefront/contract';
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

  describe('add-address', () => {
    const typed = { intent: 'add-address', address: 'Plot 12, Kabulonga Road', location: 'Lusaka', address_line: 'Blue gate' };

    it('saves the address typed without a chosen place, its coordinates unknown', async () => {
      const api = fakeApi({ 'POST /address': { status: 201, body: { data: { address: { uuid: 'a-9', address: 'Plot 12, Kabulonga Road' } } } } });
      await expect(addressAction({ request: sent(typed) })).resolves.toEqual({ intent: 'add-address', ok: true, message: 'Address added successfully' });
      expect(api.sentTo('POST /address')[0]?.body).toEqual({
        address: 'Plot 12, Kabulonga Road',
        location: 'Lusaka',
        latitude: '0',
        longitude: '0',
        address_line: 'Blue gate',
      });
    });

    it("sends a chosen place's coordinates", async () => {
      const api = fakeApi({ 'POST /address': { status: 201, body: { data: { address: { uuid: 'a-9', address: 'x' } } } } });
      await addressAction({ request: sent({ ...typed, latitude: '-15.4167', longitude: '28.3333' }) });
      expect(api.sentTo('POST /address')[0]?.body).toMatchObject({ latitude: '-15.4167', longitude: '28.3333' });
    });

    it.each([
      ['no address', { address: ' ' }, 'address', 'Please enter an address'],
      ['no city or location', { location: '' }, 'location', 'Please enter a city or location'],
    ])('refuses %s at its field, keeping what was typed, asking the api nothing', async (_case, change, field, message) => {
      const api = fakeApi({});
      const answer = await addressAction({ request: sent({ ...typed, ...change }) });
      expect(answer).toMatchObject({ intent: 'add-address', ok: false, field, message, typed: { line: 'Blue gate' } });
      expect(api.requests).toHaveLength(0);
    });

    it('sent on the way from another page of the site (the cart), goes back there once saved, to say so there', async () => {
      const store = createStore();
      setTestSession(store);
      fakeApi({ 'POST /address': { status: 201, body: { data: { address: { uuid: 'a-9', address: 'Plot 12, Kabulonga Road' } } } } });
      const answer = await addressAction({ request: sent({ ...typed, from: '/cart' }) });
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('Location')).toBe('/cart');
      expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Address added successfully', tone: 'success' });
    });

    it.each([
      ['an address elsewhere', 'https://evil.example/cart'],
      ['a protocol-relative address', '//evil.example/cart'],
    ])('stays on the page for %s, as it does without one', async (_case, from) => {
      fakeApi({ 'POST /address': { status: 201, body: { data: { address: { uuid: 'a-9', address: 'x' } } } } });
      await expect(addressAction({ request: sent({ ...typed, from }) })).resolves.toEqual({ intent: 'add-address', ok: true, message: 'Address added successfully' });
    });

    it('stays on the page with what was typed when the address is refused, even on the way from the cart', async () => {
      fakeApi({ 'POST /address': { status: 500, body: { message: 'Server Error' } } });
      await expect(addressAction({ request: sent({ ...typed, from: '/cart' }) })).resolves.toMatchObject({ ok: false, message: 'Failed to add address' });
    });

    it("says 'Failed to add address' when the api refuses, keeping what was typed", async () => {
      fakeApi({ 'POST /address': { status: 500, body: { message: 'Server Error' } } });
      await expect(addressAction({ request: sent(typed) })).resolves.toMatchObject({
        ok: false,
        message: 'Failed to add address',
        typed: { address: 'Plot 12, Kabulonga Road', location: 'Lusaka', line: 'Blue gate' },
      });
    });

    it("says 'Please login to add an address' without a session", async () => {
      setTestSession(createStore(), null);
      const api = fakeApi({});
      await expect(addressAction({ request: sent(typed) })).resolves.toMatchObject({ ok: false, message: 'Please login to add an address' });
      expect(api.requests).toHaveLength(0);
    });
  });

  it('answers a form it does not know, or one naming no address, with a 400', async () => {
    fakeApi({});
    await expect(addressAction({ request: sent({ intent: 'remove-address' }) })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(addressAction({ request: sent({ intent: 'other', address: 'a-1' }) })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
