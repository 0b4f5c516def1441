import { API_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { saveAddress } from './save-address';

const payload = { address: 'Kabulonga, Lusaka', location: '', latitude: '-15.4167', longitude: '28.3333' };
const saved = { uuid: 'addr-1', ...payload };

beforeEach(() => {
  useTestRuntime();
  signIn();
});

describe('saveAddress', () => {
  it('creates the address with the bearer token and hands it back', async () => {
    const stub = stubFetch({ status: 201, body: { data: { address: saved } } });
    await expect(saveAddress(payload)).resolves.toEqual({
      ok: true,
      address: saved,
      message: 'Address added successfully',
    });
    const request = stub.only();
    expect(request.url.href).toBe(`${API_URL}/address`);
    expect(request.body).toEqual(payload);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it("says 'Failed to add address' when the call fails", async () => {
    stubFetch({ status: 422, body: { message: 'The address field is required.' } });
    await expect(saveAddress(payload)).resolves.toEqual({ ok: false, message: 'Failed to add address' });
  });
});
