import { productsResponseSchema } from '@storefront/shared/schemas';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function pathOfFirstMealImage(): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/products' });
  const url = productsResponseSchema.parse(response.json()).data.products[0]?.image[0]?.url ?? '';
  // The seed URL is absolute on PUBLIC_URL; inject needs the path under this server.
  return `/api${url.slice(testConfig.publicUrl.length)}`;
}

describe('GET /api/images/:kind/:name.svg', () => {
  it('answers the SVG a seeded meal image points at, cacheable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: await pathOfFirstMealImage() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain('<title>');

    const again = await testApp.app.inject({
      method: 'GET',
      url: await pathOfFirstMealImage(),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws the same picture for the same name and names the meal', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/images/meals/nshima-with-kapenta-2.svg' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/images/meals/nshima-with-kapenta-2.svg' });
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('Nshima with Kapenta');
  });

  it.each(['vendors/copperbelt-village-pot', 'blog/food-safety', 'content/app-phone-mockup', 'badges/app-store', 'brand/logo'])(
    'answers %s',
    async (name) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/images/${name}.svg` });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['/api/images/unknown/x.svg', '/api/images/badges/unknown.svg', '/api/images/meals/x.png'])(
    'answers an error for %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ success: false });
    },
  );
});
