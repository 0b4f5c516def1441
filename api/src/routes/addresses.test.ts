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
      address_line: null,
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

  it('keeps a house, plot or landmark line, trimmed, and refuses one over 200 characters', async () => {
    const created = await addAddress(owner, {
      address: 'Great East Road, Lusaka',
      address_line: '  House 7, behind the Puma filling station ',
      location: 'Lusaka',
      latitude: '-15.3952',
      longitude: '28.3167',
    });
    expect(created.statusCode).toBe(201);
    expect(createdAddressResponseSchema.parse(created.json()).address_line).toBe('House 7, behind the Puma filling station');
    const listed = addressesResponseSchema.parse((await listAddresses(owner)).json());
    expect(listed[0]).toMatchObject({ address: 'Great East Road, Lusaka', address_line: 'House 7, behind the Puma filling station' });

    const blank = await addAddress(owner, { address: 'Roma, Lusaka', address_line: '   ', location: '', latitude: '-15.372', longitude: '28.318' });
    expect(createdAddressResponseSchema.parse(blank.json()).address_line).toBeNull();

    const tooLong = await addAddress(owner, { address: 'Roma, Lusaka', address_line: 'x'.repeat(201), location: '', latitude: '0', longitude: '0' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({ success: false, message: 'The house, plot or landmark is too long (at most 200 characters).' });
  });

  it('stores an address without known coordinates without them, not as zero', async () => {
    const stored = (uuid: string) => testApp.db.selectFrom('addresses').select(['latitude', 'longitude']).where('uuid', '=', uuid).executeTakeFirst();
    for (const [latitude, longitude] of [['0', '0'], ['', ''], [' ', '0.0'], ['-15.4105', '0'], ['0', '28.3392']]) {
      const created = createdAddressResponseSchema.parse(
        (await addAddress(owner, { address: 'Chelston, Lusaka', location: '', latitude, longitude })).json(),
      );
      expect(await stored(created.uuid)).toEqual({ latitude: null, longitude: null });
      // The contract's word for "unknown" in the answer.
      expect(created).toMatchObject({ latitude: '0', longitude: '0' });
    }
    const known = createdAddressResponseSchema.parse(
      (await addAddress(owner, { address: 'Kabulonga, Lusaka', location: '', latitude: '-15.4105', longitude: '28.3392' })).json(),
    );
    expect(await stored(known.uuid)).toEqual({ latitude: -15.4105, longitude: 28.3392 });
  });
});
