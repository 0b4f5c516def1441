import { addressesResponseSchema, createdAddressResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await registerAndSignIn(testApp.app);
  stranger = await registerAndSignIn(testApp.app);
});
afterAll(() => testApp.close());

function addAddress(user: TestUser, payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/address', headers: user.auth, payload });
}

function listAddresses(user: TestUser) {
  return testApp.app.inject({ method: 'GET', url: '/api/address', headers: user.auth });
}

describe('/api/address', () => {
  it('adds addresses and lists them newest first, coordinates as strings', async () => {
    const first = await addAddress(owner, { address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.4105', longitude: '28.3392', label: 'Home' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Address added successfully' });
    const created = createdAddressResponseSchema.parse(first.json());
    expect(created).toEqual({
      uuid: expect.any(String),
      address: 'Kabulonga, Lusaka',
      location: 'Lusaka',
      latitude: '-15.4105',
      longitude: '28.3392',
      label: 'Home',
    });

    const second = await addAddress(owner, { address: 'Plot 5, Chelston', location: '', latitude: '0', longitude: '0' });
    expect(second.statusCode).toBe(201);

    const list = await listAddresses(owner);
    expect(list.json()).toMatchObject({ success: true });
    const addresses = addressesResponseSchema.parse(list.json());
    expect(addresses.map((address) => address.address)).toEqual(['Plot 5, Chelston', 'Kabulonga, Lusaka']);
    expect(addresses[0]).toMatchObject({ latitude: '0', longitude: '0', location: '', label: null });
  });

  it('shows and removes only the owner\'s addresses', async () => {
    const created = createdAddressResponseSchema.parse(
      (await addAddress(owner, { address: 'Roma, Lusaka', location: '', latitude: '-15.372', longitude: '28.318' })).json(),
    );
    expect(addressesResponseSchema.parse((await listAddresses(stranger)).json())).toEqual([]);

    const foreign = await testApp.app.inject({ method: 'DELETE', url: `/api/address/${created.uuid}`, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Address not found' });

    const own = await testApp.app.inject({ method: 'DELETE', url: `/api/address/${created.uuid}`, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Address removed successfully' });
    const again = await testApp.app.inject({ method: 'DELETE', url: `/api/address/${created.uuid}`, headers: owner.auth });
    expect(again.statusCode).toBe(404);
    const remaining = addressesResponseSchema.parse((await listAddresses(owner)).json());
    expect(remaining.map((address) => address.uuid)).not.toContain(created.uuid);
  });

  it('refuses an address without text or with coordinates that are not numbers', async () => {
    const empty = await addAddress(owner, { address: '', location: '', latitude: '0', longitude: '0' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, message: 'Please select an address' });

    const blank = await addAddress(owner, { address: '   ', location: '', latitude: '0', longitude: '0' });
    expect(blank.json()).toEqual({ success: false, message: 'Please select an address' });

    const badLatitude = await addAddress(owner, { address: 'Somewhere', location: '', latitude: 'north', longitude: '0' });
    expect(badLatitude.statusCode).toBe(422);
    expect(badLatitude.json()).toEqual({ success: false, message: 'The latitude is not a valid coordinate.' });

    const outOfRange = await addAddress(owner, { address: 'Somewhere', location: '', latitude: '0', longitude: '200' });
    expect(outOfRange.json()).toEqual({ success: false, message: 'The longitude is not a valid coordinate.' });

    const tooLong = await addAddress(owner, { address: 'x'.repeat(301), location: '', latitude: '0', longitude: '0' });
    expect(tooLong.json()).toEqual({ success: false, message: 'Address is too long (at most 300 characters).' });
  });
});
