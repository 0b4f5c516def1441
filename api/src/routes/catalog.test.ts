import { categoriesResponseSchema, productResponseSchema, productsResponseSchema } from '@storefront/api-client/schemas';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listCategoryNames, listProducts } from '../catalog/product-queries';
import { productUuid } from '../seed/seed-database';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/products', () => {
  it('answers the seeded meals in the contract shape, with absolute image URLs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const { products } = productsResponseSchema.parse(response.json()).data;

    expect(products.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(products.map((product) => product.category?.name));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const product of products) {
      expect(product.image.length).toBeGreaterThanOrEqual(1);
      expect(product.image.length).toBeLessThanOrEqual(3);
      expect(product.image[0]?.url.startsWith(`${testConfig.publicUrl}/images/meals/`)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      expect(Number(product.vendor.latitude)).toBeLessThan(-8);
    }
  });
});

describe('GET /api/products, kept serialised', () => {
  const freshBody = async (): Promise<string> =>
    JSON.stringify({ success: true, data: { products: await listProducts(testApp.db, testConfig.publicUrl) } });

  it('answers exactly what serialising the query answers gives, cacheable with a strong ETag', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    expect(first.body).toBe(await freshBody());
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the current list', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    const etag = String(first.headers.etag);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    const other = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('compresses with brotli or gzip as the client accepts, with a tag per coding', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    const br = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);

    const gzip = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);

    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers the change after a catalogue table is written, with a new ETag', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    const uuid = productUuid('Nshima with Ifisashi');
    await testApp.db.updateTable('products').set({ name: 'Nshima with Ifisashi (large)' }).where('uuid', '=', uuid).execute();
    try {
      const renamed = await testApp.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.headers.etag).not.toBe(before.headers.etag);
      expect(renamed.body).toBe(await freshBody());
      const meal = productsResponseSchema.parse(renamed.json()).data.products.find((product) => product.uuid === uuid);
      expect(meal?.name).toBe('Nshima with Ifisashi (large)');

      await testApp.db.updateTable('products').set({ is_available: 0 }).where('uuid', '=', uuid).execute();
      const hidden = await testApp.app.inject({ method: 'GET', url: '/api/products' });
      expect(productsResponseSchema.parse(hidden.json()).data.products.some((product) => product.uuid === uuid)).toBe(false);
    } finally {
      await testApp.db.updateTable('products').set({ name: 'Nshima with Ifisashi', is_available: 1 }).where('uuid', '=', uuid).execute();
    }
    const restored = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    expect(restored.body).toBe(before.body);
    expect(restored.headers.etag).toBe(before.headers.etag);
  });

  it('answers HEAD with the headers of GET', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: '/api/products' });
    const get = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe('GET /api/products/:id', () => {
  it('finds a meal by uuid and by numeric id', async () => {
    const uuid = productUuid('Nshima with Ifisashi');
    const byUuid = await testApp.app.inject({ method: 'GET', url: `/api/products/${uuid}` });
    expect(byUuid.statusCode).toBe(200);
    const meal = productResponseSchema.parse(byUuid.json()).data;
    expect(meal).toMatchObject({ uuid, name: 'Nshima with Ifisashi', price: 85, category: { name: 'Nshima & Relishes' } });
    expect(meal.vendor).toMatchObject({ name: "Mama Chanda's Kitchen", phone: '+260971234501' });

    const byId = await testApp.app.inject({ method: 'GET', url: `/api/products/${meal.id}` });
    expect(byId.statusCode).toBe(200);
    expect(productResponseSchema.parse(byId.json()).data.uuid).toBe(uuid);
  });

  it('answers 404 with a message for an unknown meal', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-5000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Product not found' });
  });

  it('answers 400 for an id that cannot be a meal', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/not%20a%20meal' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'id: Invalid product id' });
  });
});

describe('GET /api/categories', () => {
  it('answers the category names wrapped as data[0].data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories' });
    const body = categoriesResponseSchema.parse(response.json());
    const names = body.data[0]?.data.map((category) => category.name);
    expect(names).toEqual(expect.arrayContaining(['Nshima & Relishes', 'Pizza', 'Drinks', 'Desserts']));
    expect(response.body).toBe(JSON.stringify({ success: true, data: [{ data: (await listCategoryNames(testApp.db)).map((name) => ({ name })) }] }));
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });

  it('answers a new category at once', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/categories' });
    await testApp.db.insertInto('categories').values({ name: 'Zzz Test Category', sort_order: 999 }).execute();
    try {
      const after = await testApp.app.inject({ method: 'GET', url: '/api/categories' });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(categoriesResponseSchema.parse(after.json()).data[0]?.data.at(-1)).toEqual({ name: 'Zzz Test Category' });
    } finally {
      await testApp.db.deleteFrom('categories').where('name', '=', 'Zzz Test Category').execute();
    }
  });
});
