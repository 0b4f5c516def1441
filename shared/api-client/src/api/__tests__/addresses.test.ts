/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { addressAnswer } from '../../test-support/fixtures';
import { createAddress, deleteAddress, getAddresses } from '../addresses';

beforeEach(() => {
  useTestRuntime();
  signIn();
});

describe('createAddress', () => {
  const payload = { address: 'Plot 12, Kabulonga Road, Lusaka', location: '', latitude: '0', longitude: '0', label: 'Home' };

  it('posts the address to {api}/address with the bearer token and returns it', async () => {
    const stub = stubFetch({ status: 201, body: { success: true, data: { address: addressAnswer } } });
    await expect(createAddress(payload)).resolves.toEqual(addressAnswer);
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/address`);
    expect(request.body).toEqual(payload);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('sends the house, plot or landmark line and reads it back', async () => {
    const withLine = { ...payload, address_line: 'House 7, behind the Puma filling station' };
    const stub = stubFetch({ status: 201, body: { success: true, data: { address: { ...addressAnswer, address_line: withLine.address_line } } } });
    await expect(createAddress(withLine)).resolves.toMatchObject({ address_line: 'House 7, behind the Puma filling station' });
    expect(stub.only().body).toEqual(withLine);
  });

  it('accepts the address bare, with numeric coordinates', async () => {
    stubFetch({ body: { ...addressAnswer, latitude: -15.4, longitude: 28.3, location: null } });
    await expect(createAddress(payload)).resolves.toMatchObject({ latitude: '-15.4', longitude: '28.3', location: '' });
  });

  it('passes the server message when the address is refused', async () => {
    stubFetch({ status: 422, body: { message: 'The address field is required.' } });
    await expect(createAddress(payload)).rejects.toMatchObject({ serverMessage: 'The address field is required.' });
  });
});

describe('getAddresses', () => {
  it('gets {api}/address with the bearer token', async () => {
    const stub = stubFetch({ body: { data: [addressAnswer, { uuid: 'addr-2', address: 'Kitwe' }] } });
    const addresses = await getAddresses();
    expect(addresses).toEqual([
      addressAnswer,
      { uuid: 'addr-2', address: 'Kitwe', location: '', latitude: '0', longitude: '0' },
    ]);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/address`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('rejects an address without a uuid', async () => {
    stubFetch({ body: { data: [{ address: 'Kitwe' }] } });
    await expect(getAddresses()).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('deleteAddress', () => {
  it('deletes {api}/address/{id} with the bearer token', async () => {
    const stub = stubFetch({ body: { success: true, message: 'Deleted' } });
    await expect(deleteAddress('addr-1')).resolves.toBeUndefined();
    const request = stub.only();
    expect(request.method).toBe('DELETE');
    expect(request.url.href).toBe(`${API_URL}/address/addr-1`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('accepts an empty 204 answer', async () => {
    stubFetch({ status: 204 });
    await expect(deleteAddress('addr-1')).resolves.toBeUndefined();
  });

  it('fails on success false, with the server message', async () => {
    stubFetch({ body: { success: false, message: 'Address in use' } });
    await expect(deleteAddress('addr-1')).rejects.toMatchObject({ kind: 'http', serverMessage: 'Address in use' });
  });

  it('fails on a 404', async () => {
    stubFetch({ status: 404, body: { message: 'Not found' } });
    await expect(deleteAddress('addr-1')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
