import { productsResponseSchema } from '@storefront/api-client/schemas';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain('<title>');

    const again = await testApp.app.inject({
      method: 'GET',
      url: await pathOfFirstMealImage(),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is sent compressed to a client that accepts it', async () => {
    const url = await pathOfFirstMealImage();
    const plain = await testApp.app.inject({ method: 'GET', url });
    const br = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  // The storefront shows meals at 400x300 and 800x600 and catering bundles (content art) at 600x400.
  it.each([
    ['meals/nshima-with-kapenta-2', 4 / 3],
    ['vendors/copperbelt-village-pot', 4 / 3],
    ['content/catering-wedding-feast', 3 / 2],
    ['blog/food-safety', 1200 / 630],
    ['badges/app-store', 270 / 80],
    ['brand/logo', 1],
  ])('%s carries width, height and a viewBox of the same size', async (name, ratio) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/images/${name}.svg` });
    const root = /^<svg [^>]*>/.exec(response.body)?.[0] ?? '';
    const width = Number(/ width="(\d+)"/.exec(root)?.[1]);
    const height = Number(/ height="(\d+)"/.exec(root)?.[1]);
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(width / height).toBeCloseTo(ratio, 5);
  });

  it('draws the same picture for the same name and names the meal', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/images/meals/nshima-with-kapenta-2.svg' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/images/meals/nshima-with-kapenta-2.svg' });
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('<title>Nshima with Kapenta</title>');
    // The name is the picture's title, not words drawn on it: the page shows it beside the picture.
    expect(first.body).not.toContain('<text');
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
