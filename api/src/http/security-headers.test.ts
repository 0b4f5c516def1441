import { createTestApp, type TestApp } from '../test-support/test-app';
import { PERMISSIONS_POLICY } from './security-headers';

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('come with every JSON answer, errors included', async () => {
    for (const url of ['/api/products', '/api/orders', '/api/no-such-route']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
        'permissions-policy': PERMISSIONS_POLICY,
        'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it('send no HSTS while the api is reached over plain http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example.zm/api' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
