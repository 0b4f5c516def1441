/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import type { CateringOrderPayload } from '../../schemas/catering';
import { getCateringRequests, submitCateringOrder } from '../catering';

beforeEach(useTestRuntime);
afterEach(signOut);

const payload: CateringOrderPayload = {
  bundleId: 1,
  name: 'Natasha Tembo',
  email: 'natasha@example.zm',
  phone: '0977123456',
  eventType: 'wedding',
  guestCount: 120,
  eventDate: '2031-06-20',
  province: 'Lusaka',
  city: 'Chongwe',
  address: 'Plot 14, Great East Road',
  contactPreference: 'whatsapp',
  dietaryRestrictions: { vegetarian: true, vegan: false, glutenFree: false, nutFree: false },
};

const receipt = { success: true, message: 'Catering request received', data: { uuid: 'c-1', reference: 'CAT-C1000000' } };

describe('submitCateringOrder', () => {
  it('posts anonymously, and reads the reference the customer quotes', async () => {
    const stub = stubFetch({ status: 201, body: receipt });
    await expect(submitCateringOrder(payload)).resolves.toEqual(receipt);
    const request = stub.only();
    expect(request.url.href).toBe(`${API_URL}/catering/orders`);
    expect(request.headers.get('authorization')).toBeNull();
  });

  it("sends a signed-in customer's token, so the request is theirs", async () => {
    signIn();
    const stub = stubFetch({ status: 201, body: receipt });
    await submitCateringOrder(payload);
    expect(stub.only().headers.get('authorization')).toBe('Bearer token-123');
  });

  it('still reads an older answer without a reference', async () => {
    stubFetch({ status: 201, body: { success: true, data: { uuid: 'c-2' } } });
    await expect(submitCateringOrder(payload)).resolves.toMatchObject({ data: { uuid: 'c-2' } });
  });
});

describe('getCateringRequests', () => {
  it("gets {api}/catering-requests with the bearer token and parses the customer's requests", async () => {
    signIn();
    const entry = {
      uuid: 'c-1',
      reference: 'CAT-C1000000',
      bundle_id: '1',
      bundle_title: 'Wedding Feast',
      event_type: 'wedding',
      guest_count: 120,
      event_date: '2031-06-20',
      province: 'Lusaka',
      city: 'Chongwe',
      status: 'new',
      created_at: '2031-01-02T08:00:00.000Z',
    };
    const stub = stubFetch({ body: { success: true, data: [entry] } });
    await expect(getCateringRequests()).resolves.toEqual([entry]);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/catering-requests`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('rejects a request without its reference', async () => {
    signIn();
    stubFetch({ body: { data: [{ uuid: 'c-1' }] } });
    await expect(getCateringRequests()).rejects.toMatchObject({ kind: 'parse' });
  });
});
