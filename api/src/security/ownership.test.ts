import type { Address } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addAddress, placeOrder, postOrder, quoteCart } from '../test-support/test-orders';
import { settleSandboxPayment, startOrderPayment, startTopup } from '../test-support/test-payments';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

/**
 * Customer B, signed in with a valid token of their own, reaches nothing of customer A's: every
 * bearer endpoint answers 404 for A's things or shows B's own, and nothing of A's changes.
 */

let testApp: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceAddress: Address;
let aliceOrder: string;
let bobOrder: string;
beforeAll(async () => {
  testApp = await createTestApp({ orderStatusStepMs: 0 });
  alice = await registerAndSignIn(testApp.app, { first_name: 'Alice', last_name: 'Phiri' });
  bob = await registerAndSignIn(testApp.app, { first_name: 'Bob', last_name: 'Zulu' });
  aliceAddress = await addAddress(testApp.app, alice, { address: 'Alice Street 1, Kabulonga' });
  await addAddress(testApp.app, bob, { address: 'Bob Road 2, Rhodes Park' });
  aliceOrder = await placeOrder(testApp.app, alice, { lines: [{ meal: 'Nshima with Kapenta', quantity: 1 }], orderType: 'delivery', address: aliceAddress });
  bobOrder = await placeOrder(testApp.app, bob, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'pickup' });
  const topup = await startTopup(testApp.app, alice, 120);
  expect((await settleSandboxPayment(testApp.app, topup, 'pay')).statusCode).toBe(200);
});
afterAll(() => testApp.close());

function as(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: user.auth, ...(payload === undefined ? {} : { payload }) });
}

/** What A sees of their own account, to compare after B's attempts. */
async function aliceView() {
  const [orders, addresses, balance, profile] = await Promise.all([
    as(alice, 'GET', '/api/orders'),
    as(alice, 'GET', '/api/address'),
    as(alice, 'GET', '/api/wallet/balance'),
    as(alice, 'GET', '/api/profile'),
  ]);
  return { orders: orders.json(), addresses: addresses.json(), balance: balance.json(), profile: profile.json() };
}

describe('orders', () => {
  it("answers 404 for A's order detail", async () => {
    const response = await as(bob, 'GET', `/api/orders/${aliceOrder}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(aliceOrder);
  });

  it("lists only B's own orders", async () => {
    const response = await as(bob, 'GET', '/api/orders');
    expect(response.statusCode).toBe(200);
    const orders = (response.json() as { data: { uuid: string }[] }).data;
    expect(orders.map((order) => order.uuid)).toEqual([bobOrder]);
    expect(response.body).not.toContain('Alice Street');
  });

  it("answers 404 for starting the payment of A's order, and records no payment", async () => {
    const response = await as(bob, 'POST', `/api/payment/${aliceOrder}`, { name: 'Bob Zulu', email: bob.email });
    expect(response.statusCode).toBe(404);
    const payments = await testApp.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.uuid', '=', aliceOrder)
      .executeTakeFirst();
    expect(payments).toEqual({ n: 0 });
    // The same call from A is served: the 404 is about whose order it is.
    expect(await startOrderPayment(testApp.app, alice, aliceOrder)).toMatch(/\/sandbox\/pay\//);
  });

  it("refuses an order delivered to A's address", async () => {
    const { payload } = await quoteCart(testApp.app, { lines: [{ meal: 'Nshima with Kapenta', quantity: 1 }], orderType: 'delivery', address: aliceAddress });
    const response = await postOrder(testApp.app, bob, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Address not found' });
  });
});

describe('addresses', () => {
  it("lists only B's own addresses", async () => {
    const response = await as(bob, 'GET', '/api/address');
    const addresses = (response.json() as { data: { uuid: string; address: string }[] }).data;
    expect(addresses.map((address) => address.address)).toEqual(['Bob Road 2, Rhodes Park']);
  });

  it("answers 404 for deleting A's address and leaves it in place", async () => {
    const response = await as(bob, 'DELETE', `/api/address/${aliceAddress.uuid}`);
    expect(response.statusCode).toBe(404);
    const alicesList = (await as(alice, 'GET', '/api/address')).json() as { data: { uuid: string }[] };
    expect(alicesList.data.map((address) => address.uuid)).toContain(aliceAddress.uuid);
  });
});

describe('wallet', () => {
  it("shows B's own balance, and B's top-up credits only B", async () => {
    expect((await as(bob, 'GET', '/api/wallet/balance')).json()).toEqual({ success: true, balance: 0 });
    const link = await startTopup(testApp.app, bob, 30);
    expect((await settleSandboxPayment(testApp.app, link, 'pay')).statusCode).toBe(200);
    expect((await as(bob, 'GET', '/api/wallet/balance')).json()).toEqual({ success: true, balance: 30 });
    expect((await as(alice, 'GET', '/api/wallet/balance')).json()).toEqual({ success: true, balance: 120 });
  });
});

describe('profile', () => {
  it("shows B's own profile", async () => {
    const response = await as(bob, 'GET', '/api/profile');
    expect(response.json().data.user).toMatchObject({ first_name: 'Bob', email: bob.email });
    expect(response.body).not.toContain(alice.email);
  });

  it("changes only B's profile and password, even when the body names A", async () => {
    const before = await aliceView();
    const update = await as(bob, 'PUT', '/api/profile', { first_name: 'Robert', last_name: 'Zulu', email: alice.email, phone: bob.phone, code: '+260' });
    expect(update.statusCode).toBe(200);
    expect((await as(bob, 'GET', '/api/profile')).json().data.user).toMatchObject({ first_name: 'Robert', email: bob.email });

    const password = await as(bob, 'POST', '/api/profile/password', { current_password: bob.password, password: 'Bobs-new-pass-1', email: alice.email });
    expect(password.statusCode).toBe(200);
    const aliceLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alice.email, password: alice.password, role: 'customer' },
    });
    expect(aliceLogin.statusCode).toBe(200);
    expect(await aliceView()).toEqual(before);
  });

  it("another customer's logout and deletion request end nothing of A's", async () => {
    const other = await registerAndSignIn(testApp.app);
    const deletion = await as(other, 'POST', '/api/user/request-deletion', { password: alice.password, email: alice.email });
    expect(deletion.json()).toEqual({ success: false, message: 'The password is incorrect.' });
    expect((await as(other, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await as(alice, 'GET', '/api/profile')).statusCode).toBe(200);
  });
});
