import { categoriesResponseSchema, productResponseSchema, productsResponseSchema } from '@storefront/shared/schemas';
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
  });
});
