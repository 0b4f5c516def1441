import { cateringOrderResponseSchema, isoDatePlusDays } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

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

function submit(payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/catering/orders', payload });
}

describe('POST /api/catering/orders', () => {
  it('keeps a valid request, without an account', async () => {
    const response = await submit(request);
    expect(response.statusCode).toBe(201);
    const body = cateringOrderResponseSchema.parse(response.json());
    expect(body.message).toBe('Catering request received');
    const row = testApp.db.prepare('SELECT * FROM catering_requests WHERE uuid = ?').get(body.data.uuid);
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
