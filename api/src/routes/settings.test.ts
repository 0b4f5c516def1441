import { appSettingsResponseSchema } from '@storefront/api-client/schemas';
import { readAppSettings } from '../catalog/pricing-queries';
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

it('answers the serialised settings kept in memory, cacheable, revalidated by ETag', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/app/settings', headers: { 'accept-encoding': 'gzip, br' } });
  expect(response.body).toBe(JSON.stringify({ success: true, ...(await readAppSettings(testApp.db)) }));
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=30');
  // Under 1 KB: not worth compressing, so the answer does not vary on Accept-Encoding.
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers.vary).toBeUndefined();

  const again = await testApp.app.inject({
    method: 'GET',
    url: '/api/app/settings',
    headers: { 'if-none-match': String(response.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});

it('answers a changed rate or tip at once', async () => {
  const before = await testApp.app.inject({ method: 'GET', url: '/api/app/settings' });
  await testApp.db.updateTable('app_settings').set({ value: '10.00' }).where('key', '=', 'tax').execute();
  await testApp.db.insertInto('tips').values({ amount_ngwee: 10000, sort_order: 99 }).execute();
  try {
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/app/settings',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    const body = appSettingsResponseSchema.parse(after.json());
    expect(body.settings.tax).toBe('10.00');
    expect(body.tips.map((tip) => tip.value)).toEqual([10, 20, 50, 100]);
  } finally {
    await testApp.db.updateTable('app_settings').set({ value: '7.50' }).where('key', '=', 'tax').execute();
    await testApp.db.deleteFrom('tips').where('amount_ngwee', '=', 10000).execute();
  }
  const restored = await testApp.app.inject({ method: 'GET', url: '/api/app/settings' });
  expect(restored.body).toBe(before.body);
});
