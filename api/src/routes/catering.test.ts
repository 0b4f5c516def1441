import { cateringOrderResponseSchema, cateringRequestsResponseSchema, isoDatePlusDays } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const nextYear = `${new Date().getUTCFullYear() + 1}-06-20`;
const request = {
  bundleId: 1,
  name: 'Natasha Tembo',
  email: 'natasha@example.zm',
  phone: '0977123456',
  eventType: 'wedding',
  guestCount: 120,
  eventDate: nextYear,
  province: 'Lusaka',
  city: 'Chongwe',
  address: 'Plot 14, Great East Road',
  contactPreference: 'whatsapp',
  specialRequests: 'A vegetarian table for 20 guests',
  dietaryRestrictions: { vegetarian: true, vegan: false, glutenFree: false, nutFree: true },
};

function submit(payload: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/catering/orders', payload, headers });
}

function listRequests(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/catering-requests', headers });
}

describe('POST /api/catering/orders', () => {
  it('keeps a valid request, without an account', async () => {
    const response = await submit(request);
    expect(response.statusCode).toBe(201);
    const body = cateringOrderResponseSchema.parse(response.json());
    expect(body.message).toBe('Catering request received');
    expect(body.data.reference).toBe(`CAT-${body.data.uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    const row = await testApp.db.selectFrom('catering_requests').selectAll().where('uuid', '=', body.data.uuid).executeTakeFirst();
    expect(row).toMatchObject({
      bundle_id: '1',
      name: 'Natasha Tembo',
      guest_count: 120,
      event_date: nextYear,
      city: 'Chongwe',
      contact_preference: 'whatsapp',
      vegetarian: 1,
      vegan: 0,
      nut_free: 1,
      status: 'new',
    });
  });

  it("checks the bundle's guest range, the date and its notice, the phone and the province's towns", async () => {
    const cases: [object, string][] = [
      [{ guestCount: 10 }, 'Guest count must be between 20 and 500'],
      [{ eventDate: '2020-01-01' }, 'The event date cannot be in the past'],
      // The wedding bundle needs 72 hours' notice.
      [{ eventDate: isoDatePlusDays(new Date().toISOString().slice(0, 10), 1) }, "This bundle needs at least 72 hours' notice: please choose a later date."],
      [{ phone: 'abc' }, 'Please enter a valid phone number.'],
      [{ city: 'Kitwe' }, 'Please choose a city of the selected province'],
      [{ name: '' }, 'This field is required'],
      [{ email: 'natasha' }, 'Please enter a valid email address.'],
      [{ specialRequests: 'x'.repeat(2001) }, 'Special requests is too long (at most 2000 characters).'],
    ];
    for (const [change, message] of cases) {
      const response = await submit({ ...request, ...change });
      expect({ change, status: response.statusCode, body: response.json() }).toEqual({ change, status: 422, body: { success: false, message } });
    }
  });

  it('answers 404 for an unknown bundle', async () => {
    const response = await submit({ ...request, bundleId: 99 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Catering bundle not found' });
  });
});

describe('GET /api/catering-requests', () => {
  it("lists the signed-in customer's own requests, newest first, with their references", async () => {
    const customer = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    const first = cateringOrderResponseSchema.parse((await submit(request, customer.auth)).json());
    const second = cateringOrderResponseSchema.parse((await submit({ ...request, bundleId: 2, guestCount: 40, eventType: 'corporate' }, customer.auth)).json());
    await submit(request, other.auth);
    await submit(request);
    // The first was sent long ago.
    await testApp.db
      .updateTable('catering_requests')
      .set({ created_at: '2020-01-01T08:00:00.000Z' })
      .where('uuid', '=', first.data.uuid)
      .execute();

    const response = await listRequests(customer.auth);
    expect(response.statusCode).toBe(200);
    const requests = cateringRequestsResponseSchema.parse(response.json()).data;
    expect(requests.map((entry) => entry.reference)).toEqual([second.data.reference, first.data.reference]);
    expect(requests[1]).toEqual({
      uuid: first.data.uuid,
      reference: first.data.reference,
      bundle_id: '1',
      bundle_title: expect.any(String),
      event_type: 'wedding',
      guest_count: 120,
      event_date: nextYear,
      province: 'Lusaka',
      city: 'Chongwe',
      status: 'new',
      created_at: '2020-01-01T08:00:00.000Z',
    });
    expect(cateringRequestsResponseSchema.parse((await listRequests(other.auth)).json()).data).toHaveLength(1);
  });

  it('needs a session to list, while a request with a stale session is still kept, without an owner', async () => {
    const anonymous = await listRequests({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Unauthenticated.' });

    const stale = await submit(request, { authorization: 'Bearer not-a-session' });
    expect(stale.statusCode).toBe(201);
    const { uuid } = cateringOrderResponseSchema.parse(stale.json()).data;
    expect(await testApp.db.selectFrom('catering_requests').select('user_id').where('uuid', '=', uuid).executeTakeFirst()).toEqual({
      user_id: null,
    });
  });
});
