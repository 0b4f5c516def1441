import { appSettingsResponseSchema } from '@storefront/shared/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('GET /api/app/settings answers the pricing strings and the tips', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/app/settings' });
  expect(response.statusCode).toBe(200);
  const body = appSettingsResponseSchema.parse(response.json());
  expect(body.settings).toEqual({ delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' });
  expect(body.tips.map((tip) => tip.value)).toEqual([10, 20, 50]);
});
