import { leastDeliveryFee, quoteCart, ratesFromSettings, toNgwee } from '@storefront/api-client/pricing';
import {
  addressesResponseSchema,
  appSettingsResponseSchema,
  productResponseSchema,
  type Address,
  type OrderType,
} from '@storefront/api-client/schemas';
import { productUuid } from '../seed/seed-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addAddress } from '../test-support/test-orders';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';
import { priceOrder } from './order-pricing';
import { userIdOf } from '../test-support/test-rows';

/**
 * The storefront's cart (quoteCart, what the meal page's cart, the drawer and the cart page show)
 * and the server's pricing of the order (priceOrder, what the customer is charged) must agree to
 * the ngwee for every cart, or checkout is refused with "the total has changed".
 */
let testApp: TestApp;
let customer: TestUser;
let customerId: number;
let addresses: Address[];

beforeAll(async () => {
  testApp = await createTestApp({ orderStatusStepMs: 0 });
  // Rates unlike the defaults, so a client that priced with fixed figures would disagree.
  const setRate = (key: string, value: string) => testApp.db.updateTable('app_settings').set({ value }).where('key', '=', key).execute();
  await setRate('delivery_charge_per_km', '17.50');
  await setRate('tax', '16.00');
  await setRate('handling_fee', '12.25');
  customer = await registerAndSignIn(testApp.app);
  customerId = await userIdOf(testApp.db, customer.uuid);
  await addAddress(testApp.app, customer);
  await addAddress(testApp.app, customer, { address: 'Woodlands, Lusaka', latitude: '-15.4300', longitude: '28.3100' });
  await addAddress(testApp.app, customer, { address: 'Chilenje, Lusaka', latitude: '-15.4460', longitude: '28.2680' });
  await addAddress(testApp.app, customer, { address: 'Cairo Road, Lusaka', latitude: '-15.4236', longitude: '28.2829' });
  const listed = await testApp.app.inject({ method: 'GET', url: '/api/address', headers: customer.auth });
  addresses = addressesResponseSchema.parse(listed.json());
});
afterAll(() => testApp.close());

function savedAddress(name: string | null): Address | null {
  return addresses.find((candidate) => candidate.address === name) ?? null;
}

async function readJson(url: string): Promise<unknown> {
  return (await testApp.app.inject({ method: 'GET', url })).json();
}

interface Cart {
  lines: { meal: string; quantity: number }[];
  orderType: OrderType;
  address: Address | null;
  tipId: number | null;
}

/** The storefront's price of a cart, from the API's public answers, and the order the storefront would send. */
async function storefrontPrice({ lines, orderType, address, tipId }: Cart) {
  const products = await Promise.all(lines.map(async ({ meal }) => productResponseSchema.parse(await readJson(`/api/products/${productUuid(meal)}`)).data));
  const settings = appSettingsResponseSchema.parse(await readJson('/api/app/settings'));
  const kitchen = products[0]?.vendor ?? null;
  const storefront = quoteCart({
    lines: products.map((product, index) => ({ price: product.price, quantity: lines[index]?.quantity ?? 1 })),
    rates: ratesFromSettings(settings.settings),
    orderType,
    kitchen,
    address,
    tip: settings.tips.find((tip) => tip.id === tipId)?.value ?? null,
  });
  const { totals } = storefront;
  return {
    amounts: {
      subtotalNgwee: toNgwee(totals.subtotal),
      taxNgwee: toNgwee(totals.tax),
      deliveryFeeNgwee: toNgwee(totals.delivery),
      handlingFeeNgwee: toNgwee(totals.handlingFee),
      tipNgwee: toNgwee(totals.tip),
      totalNgwee: toNgwee(totals.total),
    },
    delivery: storefront.delivery,
    payload: {
      products: products.map((product, index) => ({ product_uuid: product.uuid, quantity: lines[index]?.quantity ?? 1, vendor_uuid: product.vendor.uuid })),
      address_uuid: orderType === 'delivery' ? (address?.uuid ?? null) : null,
      order_type: orderType,
      total_price: totals.total,
      instructions: '',
      tip: tipId,
      payment_method: 'link' as const,
    },
  };
}

/** Both prices of one cart, in ngwee: the storefront's from the public answers, the server's from its data. */
async function bothPrices(cart: Cart) {
  const storefront = await storefrontPrice(cart);
  return { storefront: storefront.amounts, server: (await priceOrder(testApp.db, customerId, storefront.payload)).amounts, delivery: storefront.delivery };
}

describe('one price: the storefront charges what the server charges', () => {
  it('uses the settings the server has, not fixed figures', async () => {
    const settings = appSettingsResponseSchema.parse(await readJson('/api/app/settings'));
    expect(ratesFromSettings(settings.settings)).toEqual({ deliveryPerKm: 17.5, taxPercent: 16, handlingFee: 12.25 });
  });

  /** Each cart with the name of its saved address. */
  const carts: [string, Omit<Cart, 'address'> & { address: string | null }][] = [
    ['one meal, delivered to Kabulonga', { lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'delivery', address: 'Kabulonga, Lusaka', tipId: null }],
    ['three meals and a tip, delivered to Woodlands', { lines: [{ meal: 'Nshima with Ifisashi', quantity: 2 }, { meal: 'Nshima with Kapenta', quantity: 1 }], orderType: 'delivery', address: 'Woodlands, Lusaka', tipId: 2 }],
    ['a long cart delivered to Chilenje', { lines: [{ meal: 'Nshima with Ifisashi', quantity: 37 }], orderType: 'delivery', address: 'Chilenje, Lusaka', tipId: 1 }],
    ['pickup, whatever address is saved', { lines: [{ meal: 'Nshima with Ifisashi', quantity: 3 }], orderType: 'pickup', address: null, tipId: null }],
    ['dine-in with a tip', { lines: [{ meal: 'Chikanda', quantity: 1 }], orderType: 'dine-in', address: null, tipId: 3 }],
  ];

  it.each(carts)('%s', async (_name, cart) => {
    const { storefront, server, delivery } = await bothPrices({ ...cart, address: savedAddress(cart.address) });
    expect(storefront).toEqual(server);
    expect(delivery).toBe(cart.orderType === 'delivery' ? 'exact' : 'none');
  });

  it("says 'from' the least fee the server can charge: an address at the kitchen's door pays it", async () => {
    const door = savedAddress('Cairo Road, Lusaka');
    const before = await storefrontPrice({ lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'delivery', address: null, tipId: null });
    const after = await bothPrices({ lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'delivery', address: door, tipId: null });
    expect(before.delivery).toBe('estimate');
    expect(before.amounts.deliveryFeeNgwee).toBe(toNgwee(leastDeliveryFee({ deliveryPerKm: 17.5, taxPercent: 16, handlingFee: 12.25 })));
    expect(after.server.deliveryFeeNgwee).toBe(before.amounts.deliveryFeeNgwee);
    expect(after.server.totalNgwee).toBe(before.amounts.totalNgwee);
  });
});
