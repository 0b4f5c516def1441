import {
  createdAddressResponseSchema,
  createdOrderResponseSchema,
  orderResponseSchema,
  orderSchema,
  ordersResponseSchema,
  type Address,
} from '@storefront/api-client/schemas';
import { productUuid, vendorUuid } from '../seed/seed-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addAddress, postOrder, quoteCart } from '../test-support/test-orders';
import { settleSandboxPayment, startTopup } from '../test-support/test-payments';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
let customer: TestUser;
let stranger: TestUser;
let home: Address;
beforeAll(async () => {
  // Statuses are not under test here: the timer stays off.
  testApp = await createTestApp({ orderStatusStepMs: 0 });
  customer = await registerAndSignIn(testApp.app);
  stranger = await registerAndSignIn(testApp.app);
  home = await addAddress(testApp.app, customer);
});
afterAll(() => testApp.close());

const twoIfisashi = [{ meal: 'Nshima with Ifisashi', quantity: 2 }];

function storedOrder(uuid: string) {
  return testApp.db
    .selectFrom('orders')
    .select([
      'subtotal_ngwee',
      'tax_ngwee',
      'delivery_fee_ngwee',
      'handling_fee_ngwee',
      'tip_ngwee',
      'total_ngwee',
      'distance_km',
      'delivery_address',
      'delivery_latitude',
      'instructions',
      'order_type',
    ])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

describe('POST /api/orders', () => {
  it('accepts a delivery priced with the real distance from the restaurant to the address', async () => {
    const { payload, totals, distanceKm } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: home });
    // Cairo Road to Kabulonga: about 6.2 km, charged as 7 whole kilometres.
    expect(distanceKm).toBe(7);
    expect(totals).toEqual({ subtotal: 170, tax: 12.75, delivery: 140, handlingFee: 50, tip: 0, total: 372.75 });

    const response = await postOrder(testApp.app, customer, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Order created' });
    const { uuid } = createdOrderResponseSchema.parse(response.json());
    const order = orderSchema.parse(response.json().data.order);
    expect(order).toMatchObject({
      uuid,
      status: 'pending',
      payment_status: 'pending',
      total_price: 372.75,
      vendor: { name: "Mama Chanda's Kitchen", address: 'Shop 12, Cairo Road, Lusaka', phone: '+260971234501' },
      rider: null,
      products: [{ name: 'Nshima with Ifisashi', quantity: 2, price: 85 }],
    });
    expect(response.json().data.order).toMatchObject({
      order_type: 'delivery',
      subtotal: 170,
      tax: 12.75,
      delivery_fee: 140,
      handling_fee: 50,
      tip: 0,
      distance_km: 7,
      delivery_address: 'Kabulonga, Lusaka',
      instructions: null,
    });
    expect(await storedOrder(uuid)).toEqual({
      subtotal_ngwee: 17000,
      tax_ngwee: 1275,
      delivery_fee_ngwee: 14000,
      handling_fee_ngwee: 5000,
      tip_ngwee: 0,
      total_ngwee: 37275,
      distance_km: 7,
      delivery_address: 'Kabulonga, Lusaka',
      delivery_latitude: -15.4105,
      instructions: null,
      order_type: 'delivery',
    });
  });

  it('refuses a cart of two kitchens: each kitchen is its own order', async () => {
    const lines = [...twoIfisashi, { meal: 'Chikanda', quantity: 1 }];
    const { payload } = await quoteCart(testApp.app, { lines, orderType: 'pickup' });
    const response = await postOrder(testApp.app, customer, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: "An order comes from one kitchen: Mama Chanda's Kitchen and Copperbelt Village Pot need separate orders. Please review your cart.",
    });
  });

  it("refuses a delivery beyond the kitchen's reach, and takes the same meals for pickup", async () => {
    const livingstone = await addAddress(testApp.app, customer, { address: 'Mosi-oa-Tunya Road, Livingstone', latitude: '-17.8419', longitude: '25.8543' });
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: livingstone });
    const refused = await postOrder(testApp.app, customer, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^Mama Chanda's Kitchen does not deliver to this address: it is 3\d\d km away and delivers within 25 km\. Choose another address or pick your order up\.$/,
    );

    const pickup = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    expect((await postOrder(testApp.app, customer, pickup.payload)).statusCode).toBe(201);
  });

  it("follows each kitchen's own radius", async () => {
    const kitchen = vendorUuid('mama-chandas-kitchen');
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: home });
    await testApp.db.updateTable('vendors').set({ delivery_radius_km: 5 }).where('uuid', '=', kitchen).execute();
    try {
      const refused = await postOrder(testApp.app, customer, payload);
      expect(refused.json().message).toMatch(/it is 6 km away and delivers within 5 km/);
    } finally {
      await testApp.db.updateTable('vendors').set({ delivery_radius_km: 25 }).where('uuid', '=', kitchen).execute();
    }
  });

  it('charges no delivery for a pickup, and keeps the instructions', async () => {
    const { payload, totals } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup', instructions: ' No chilli, please ' });
    expect(totals.delivery).toBe(0);
    const response = await postOrder(testApp.app, customer, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order).toMatchObject({ order_type: 'pickup', total_price: 232.75, delivery_fee: 0, delivery_address: null, instructions: 'No chilli, please' });
  });

  it('adds the chosen tip', async () => {
    const tipId = (await testApp.db.selectFrom('tips').select('id').where('amount_ngwee', '=', 2000).executeTakeFirstOrThrow()).id;
    for (const tip of [tipId, String(tipId)]) {
      const { payload, totals } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'dine-in', tipId: tip });
      expect(totals.tip).toBe(20);
      const response = await postOrder(testApp.app, customer, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.order).toMatchObject({ tip: 20, total_price: 252.75 });
    }
  });

  it('refuses a stale total and answers the right one', async () => {
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: home });
    const response = await postOrder(testApp.app, customer, { ...payload, total_price: 300 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'The order total has changed to ZK 372.75. Please review your cart.',
      total_price: 372.75,
    });
  });

  it('prices with the stored rates, and with the defaults when they are malformed', async () => {
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    await testApp.db.updateTable('app_settings').set({ value: '10.00' }).where('key', '=', 'tax').execute();
    try {
      const changed = await postOrder(testApp.app, customer, payload);
      expect(changed.json()).toMatchObject({ success: false, total_price: 237 });
      await testApp.db.updateTable('app_settings').set({ value: 'ten' }).where('key', '=', 'tax').execute();
      expect((await postOrder(testApp.app, customer, payload)).statusCode).toBe(201);
    } finally {
      await testApp.db.updateTable('app_settings').set({ value: '7.50' }).where('key', '=', 'tax').execute();
    }
  });

  it('refuses meals that are unknown, unavailable or not of the given restaurant', async () => {
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    const line = { product_uuid: productUuid('Nshima with Ifisashi'), quantity: 2, vendor_uuid: vendorUuid('mama-chandas-kitchen') };

    const unknown = await postOrder(testApp.app, customer, { ...payload, products: [{ ...line, product_uuid: '00000000-0000-5000-8000-000000000000' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ success: false, message: 'A meal in your cart is no longer on the menu. Please review your cart.' });

    const wrongVendor = await postOrder(testApp.app, customer, { ...payload, products: [{ ...line, vendor_uuid: vendorUuid('kabulonga-grill-house') }] });
    expect(wrongVendor.statusCode).toBe(422);
    expect(wrongVendor.json().message).toBe('Nshima with Ifisashi is not sold by the restaurant it was ordered from. Please review your cart.');

    await testApp.db.updateTable('products').set({ is_available: 0 }).where('uuid', '=', line.product_uuid).execute();
    try {
      const unavailable = await postOrder(testApp.app, customer, payload);
      expect(unavailable.statusCode).toBe(422);
      expect(unavailable.json().message).toBe('Nshima with Ifisashi is not available right now. Please review your cart.');
    } finally {
      await testApp.db.updateTable('products').set({ is_available: 1 }).where('uuid', '=', line.product_uuid).execute();
    }

    const tooMany = await postOrder(testApp.app, customer, { ...payload, products: [{ ...line, quantity: 100 }] });
    expect(tooMany.json()).toEqual({ success: false, message: 'At most 99 of one meal can be ordered at once.' });
  });

  it("refuses another user's address, an unknown tip and a delivery without address", async () => {
    const strangersAddress = await addAddress(testApp.app, stranger);
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: strangersAddress });
    const foreign = await postOrder(testApp.app, customer, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Address not found' });

    const tipless = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    const badTip = await postOrder(testApp.app, customer, { ...tipless.payload, tip: 999 });
    expect(badTip.statusCode).toBe(422);
    expect(badTip.json()).toEqual({ success: false, message: 'The chosen tip is no longer offered. Please choose another.' });

    const noAddress = await postOrder(testApp.app, customer, { ...payload, address_uuid: null });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toEqual({ success: false, message: 'Please select a delivery address' });

    const empty = await postOrder(testApp.app, customer, { ...tipless.payload, products: [] });
    expect(empty.json()).toEqual({ success: false, message: 'Your cart is empty' });
  });
});

describe('POST /api/orders: the place and the door', () => {
  const notOnTheMap = 'We could not find this address on the map. Choose the place again or pick your order up.';

  it('refuses a delivery to an address without known coordinates, never pricing it at a flat fee', async () => {
    for (const [latitude, longitude] of [['0', '0'], ['', ''], ['-15.4105', '0'], ['0', '28.3392']]) {
      const unknown = await addAddress(testApp.app, customer, { address: 'Chelston, Lusaka', latitude, longitude });
      const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: unknown });
      const refused = await postOrder(testApp.app, customer, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ success: false, message: notOnTheMap });
    }
  });

  it('merges repeated lines of one meal before the per-meal cap', async () => {
    const line = { product_uuid: productUuid('Nshima with Ifisashi'), quantity: 50, vendor_uuid: vendorUuid('mama-chandas-kitchen') };
    const { payload } = await quoteCart(testApp.app, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 100 }], orderType: 'pickup' });
    const repeated = await postOrder(testApp.app, customer, { ...payload, products: [line, line] });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toEqual({ success: false, message: 'At most 99 of one meal can be ordered at once.' });
    const manyLines = await postOrder(testApp.app, customer, { ...payload, products: Array.from({ length: 50 }, () => ({ ...line, quantity: 99 })) });
    expect(manyLines.json()).toEqual({ success: false, message: 'At most 99 of one meal can be ordered at once.' });

    const fine = await quoteCart(testApp.app, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 60 }], orderType: 'pickup' });
    const split = { ...line, product_uuid: line.product_uuid.toUpperCase(), quantity: 30 };
    const accepted = await postOrder(testApp.app, customer, { ...fine.payload, products: [split, { ...line, quantity: 30 }] });
    expect(accepted.statusCode).toBe(201);
    expect(orderSchema.parse(accepted.json().data.order).products).toEqual([{ name: 'Nshima with Ifisashi', quantity: 60, price: 85 }]);
  });

  it("keeps the house line and the rider's instructions with a delivery, and shows them on the order", async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: customer.auth,
      payload: {
        address: 'Kabulonga, Lusaka',
        address_line: ' Plot 24, blue gate opposite Kabulonga Mall ',
        location: 'Lusaka',
        latitude: '-15.4105',
        longitude: '28.3392',
      },
    });
    const address = createdAddressResponseSchema.parse(created.json());
    expect(address.address_line).toBe('Plot 24, blue gate opposite Kabulonga Mall');
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address });
    const response = await postOrder(testApp.app, customer, { ...payload, delivery_instructions: ' Call on arrival; the dog is friendly. ' });
    expect(response.statusCode).toBe(201);
    const { uuid } = createdOrderResponseSchema.parse(response.json());

    const detail = await testApp.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: customer.auth });
    expect(orderResponseSchema.parse(detail.json()).data.order).toMatchObject({
      delivery_address: 'Plot 24, blue gate opposite Kabulonga Mall, Kabulonga, Lusaka',
      delivery_instructions: 'Call on arrival; the dog is friendly.',
    });
  });

  it('drops delivery instructions from a pickup and refuses them over 300 characters', async () => {
    const pickup = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    const kept = await postOrder(testApp.app, customer, { ...pickup.payload, delivery_instructions: 'Ring twice' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.order).toMatchObject({ delivery_instructions: null });

    const delivery = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'delivery', address: home });
    const tooLong = await postOrder(testApp.app, customer, { ...delivery.payload, delivery_instructions: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({ success: false, message: 'Delivery instructions are too long (at most 300 characters).' });
  });
});

describe('POST /api/orders paid from the wallet', () => {
  const balanceOf = async (user: TestUser) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: user.auth })).json().balance as number;

  it('refuses an order the balance does not cover, storing nothing', async () => {
    const saver = await registerAndSignIn(testApp.app);
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    const refused = await postOrder(testApp.app, saver, { ...payload, payment_method: 'wallet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Your wallet balance (ZMW 0.00) does not cover this order (ZMW 232.75). Top up your wallet or pay by link.',
    });
    const orders = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: saver.auth });
    expect(ordersResponseSchema.parse(orders.json())).toEqual([]);
  });

  it('places the order paid and takes its total from the balance', async () => {
    const saver = await registerAndSignIn(testApp.app);
    await settleSandboxPayment(testApp.app, await startTopup(testApp.app, saver, 300), 'pay');
    const { payload } = await quoteCart(testApp.app, { lines: twoIfisashi, orderType: 'pickup' });
    const placed = await postOrder(testApp.app, saver, { ...payload, payment_method: 'wallet' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order).toMatchObject({ payment_status: 'paid', paid_with: 'wallet', total_price: 232.75 });
    expect(await balanceOf(saver)).toBe(67.25);

    const { uuid } = createdOrderResponseSchema.parse(placed.json());
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/payment/${uuid}`,
      headers: saver.auth,
      payload: { name: 'Saver', email: 'saver@example.com' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('GET /api/orders', () => {
  it("lists the user's own orders newest first, and each one by uuid", async () => {
    const orders = ordersResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: customer.auth })).json());
    expect(orders.length).toBeGreaterThanOrEqual(5);
    const created = orders.map((order) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const first = orders[0];
    if (!first) throw new Error('no orders');
    const one = await testApp.app.inject({ method: 'GET', url: `/api/orders/${first.uuid}`, headers: customer.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json().success).toBe(true);
    expect(orderResponseSchema.parse(one.json()).data.order).toEqual(first);

    const strangers = ordersResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: stranger.auth })).json());
    expect(strangers).toEqual([]);
    const foreign = await testApp.app.inject({ method: 'GET', url: `/api/orders/${first.uuid}`, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Order not found' });
  });
});
