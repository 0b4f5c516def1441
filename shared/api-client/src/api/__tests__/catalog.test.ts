/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import { productAnswer } from '../../test-support/fixtures';
import { getAppSettings, getCategories, getProduct, getProducts } from '../catalog';

beforeEach(() => {
  useTestRuntime();
  signOut();
});

describe('catalog client', () => {
  it('getProducts reads data.products of GET {api}/products', async () => {
    const stub = stubFetch({ body: { data: { products: [productAnswer] } } });
    const products = await getProducts();
    expect(stub.only()).toMatchObject({ method: 'GET', url: new URL(`${API_URL}/products`) });
    expect(products[0]).toMatchObject({ uuid: 'meal-7', price: 85 });
  });

  it('getProduct reads data of GET {api}/products/{id}', async () => {
    const stub = stubFetch({ body: { data: productAnswer } });
    await expect(getProduct('meal-7')).resolves.toMatchObject({ name: 'Nshima with beef' });
    expect(stub.only().url.href).toBe(`${API_URL}/products/meal-7`);
  });

  it('getCategories reads data[0].data', async () => {
    stubFetch({ body: { data: [{ data: [{ name: 'Local' }, { name: 'Grill' }] }] } });
    await expect(getCategories()).resolves.toEqual([{ name: 'Local' }, { name: 'Grill' }]);
  });

  it('getAppSettings reads settings and tips', async () => {
    const stub = stubFetch({
      body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [{ id: 1, value: '10' }] },
    });
    await expect(getAppSettings()).resolves.toEqual({
      settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' },
      tips: [{ id: 1, value: 10 }],
    });
    expect(stub.only().url.href).toBe(`${API_URL}/app/settings`);
  });

  it('sends catalog reads without authentication, even when signed in', async () => {
    signIn();
    const stub = stubFetch({ body: { data: { products: [productAnswer] } } });
    await getProducts();
    expect(stub.only().headers.get('Authorization')).toBeNull();
  });

  it('rejects a malformed product list', async () => {
    stubFetch({ body: { data: { products: [{ name: 'no uuid' }] } } });
    await expect(getProducts()).rejects.toMatchObject({ kind: 'parse' });
  });
});
