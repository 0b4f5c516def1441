import {
  addToCartAtom,
  cartAddressAtom,
  cartLinesAtom,
  cartOrderTypeAtom,
  cartTipAtom,
  clearCartAtom,
  kitchenSwitchAtom,
  storefrontStore,
  toastAtom,
} from '@storefront/contract';
import { fakeApi, mealFixture, setTestSession } from '@storefront/testing';
import { cartAction } from './cart-action';

/** A cart form as a browser sends it, with scripts off, from the menu. */
const sent = (fields: Record<string, string>) =>
  cartAction({ request: new Request('http://shop.test/cart', { method: 'POST', body: new URLSearchParams({ from: '/menu', ...fields }) }) });

const nshima = mealFixture({ name: 'Nshima with beef', price: 85 });
const kapenta = mealFixture({ name: 'Kapenta', price: 40, vendor: { uuid: 'v-2', name: 'Lake Kitchen' } });
const settings = { body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [{ id: 1, value: 10 }, { id: 2, value: 20 }] } };
const store = storefrontStore;
const linesOf = () => store.get(cartLinesAtom).map((line) => [line.name, line.quantity, line.price]);
const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('Location') : null);

beforeEach(() => {
  store.set(clearCartAtom);
  store.set(cartOrderTypeAtom, 'delivery');
  store.set(cartTipAtom, null);
  store.set(cartAddressAtom, null);
  setTestSession(store);
});

describe('the cart action, for forms sent without scripts', () => {
  it("adds the catalogue's meal, at the catalogue's price, and goes back to the page it came from", async () => {
    const api = fakeApi({ [`GET /products/${nshima.uuid}`]: { body: { data: { ...nshima, price: 90 } } } });
    const answer = await sent({ intent: 'add', id: nshima.uuid, price: '1' });
    expect(locationOf(answer)).toBe('/menu');
    expect(linesOf()).toEqual([['Nshima with beef', 1, 90]]);
    expect(store.get(toastAtom)).toMatchObject({ message: 'Added Nshima with beef to cart', tone: 'success' });
    expect(api.unrouted).toEqual([]);
  });

  it('asks before replacing a cart of another kitchen, and replaces it once the customer says so', async () => {
    store.set(addToCartAtom, nshima);
    fakeApi({ [`GET /products/${kapenta.uuid}`]: { body: { data: kapenta } } });
    await expect(sent({ intent: 'add', id: kapenta.uuid })).resolves.toEqual({ kitchenSwitch: { meal: kapenta, from: '/menu' } });
    expect(linesOf()).toEqual([['Nshima with beef', 1, 85]]);
    // The page asks; nothing waits for the drawer's dialog, which the server cannot show.
    expect(store.get(kitchenSwitchAtom)).toBeNull();

    expect(locationOf(await sent({ intent: 'add', id: kapenta.uuid, replace: 'true' }))).toBe('/menu');
    expect(linesOf()).toEqual([['Kapenta', 1, 40]]);
  });

  it('steps a line up and down and removes it', async () => {
    store.set(addToCartAtom, nshima);
    await sent({ intent: 'increment', id: nshima.uuid });
    await sent({ intent: 'increment', id: nshima.uuid });
    await sent({ intent: 'decrement', id: nshima.uuid });
    expect(linesOf()).toEqual([['Nshima with beef', 2, 85]]);
    await sent({ intent: 'remove', id: nshima.uuid });
    expect(linesOf()).toEqual([]);
  });

  it("sets the order type, a tip of the settings' list (tapped again, cleared) and the delivery address", async () => {
    fakeApi({ 'GET /app/settings': settings });
    await sent({ intent: 'order-type', type: 'pickup' });
    await sent({ intent: 'order-type', type: 'teleport' });
    expect(store.get(cartOrderTypeAtom)).toBe('pickup');
    await sent({ intent: 'tip', tip: '2' });
    expect(store.get(cartTipAtom)).toBe(2);
    await sent({ intent: 'tip', tip: '2' });
    expect(store.get(cartTipAtom)).toBeNull();
    await sent({ intent: 'tip', tip: '99' });
    expect(store.get(cartTipAtom)).toBeNull();
    await sent({ intent: 'address', address: 'addr-2' });
    expect(store.get(cartAddressAtom)).toBe('addr-2');
  });

  it('goes back only to a page of this site, and refuses a form it does not know', async () => {
    const answer = await cartAction({
      request: new Request('http://shop.test/cart', { method: 'POST', body: new URLSearchParams({ intent: 'remove', id: 'x', from: 'https://elsewhere.example/' }) }),
    });
    expect(locationOf(answer)).toBe('/cart');
    await expect(sent({ intent: 'empty-the-till' })).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe('checkout sent without scripts', () => {
  const placed = {
    'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-7' } } } },
    'POST /payment/order-7': { body: { type: 'link', payment_link: 'http://api.test/api/sandbox/pay/ref-7' } },
  };

  it('places the pickup order with the total shown, the tip and the note, empties the cart and goes to the payment page', async () => {
    store.set(addToCartAtom, nshima);
    store.set(cartOrderTypeAtom, 'pickup');
    store.set(cartTipAtom, 1);
    const api = fakeApi(placed);
    const answer = await sent({ intent: 'checkout', total: '151.38', payment: 'link', instructions: ' No onions ' });
    expect(locationOf(answer)).toBe('http://api.test/api/sandbox/pay/ref-7');
    expect(api.sentTo('POST /orders')[0]?.body).toEqual({
      products: [{ product_uuid: nshima.uuid, quantity: 1, vendor_uuid: 'v-1' }],
      address_uuid: null,
      order_type: 'pickup',
      total_price: 151.38,
      instructions: 'No onions',
      tip: 1,
      payment_method: 'link',
    });
    expect(api.sentTo('POST /payment/order-7')[0]?.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com' });
    expect(linesOf()).toEqual([]);
    expect(store.get(cartTipAtom)).toBeNull();
  });

  it("pays from the wallet with the order and goes to the order's page", async () => {
    store.set(addToCartAtom, nshima);
    store.set(cartOrderTypeAtom, 'dine-in');
    const api = fakeApi(placed);
    expect(locationOf(await sent({ intent: 'checkout', total: '141.38', payment: 'wallet' }))).toBe('/user/orders/order-7');
    expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({ payment_method: 'wallet' });
    expect(api.sentTo('POST /payment/order-7')).toEqual([]);
  });

  it('delivers to the address chosen with Checkout, and keeps it', async () => {
    store.set(addToCartAtom, nshima);
    const api = fakeApi(placed);
    await sent({ intent: 'checkout', total: '200.00', payment: 'link', address: 'addr-2', delivery_instructions: 'Blue gate' });
    expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({ address_uuid: 'addr-2', order_type: 'delivery', delivery_instructions: 'Blue gate' });
    expect(store.get(cartAddressAtom)).toBe('addr-2');
  });

  it("says the api's reason and keeps the cart when the order is refused; asks for an address for delivery", async () => {
    store.set(addToCartAtom, nshima);
    fakeApi({ 'POST /orders': { status: 409, body: { message: 'The total has changed. Please review your cart.' } } });
    await expect(sent({ intent: 'checkout', total: '1.00', payment: 'link', address: 'addr-1' })).resolves.toEqual({
      checkoutError: 'The total has changed. Please review your cart.',
    });
    expect(linesOf()).toHaveLength(1);

    store.set(cartAddressAtom, null);
    await expect(sent({ intent: 'checkout', total: '1.00', payment: 'link' })).resolves.toEqual({ checkoutError: 'Please select a delivery address' });
  });

  describe('with mobile money', () => {
    const prompted = {
      'POST /orders': placed['POST /orders'],
      'POST /payment/order-7': {
        body: {
          type: 'mobile_money',
          payment: { reference: 'pay-7', status: 'pending', network: 'AIRTEL', phone_ending: '4567', expires_at: '2030-01-01T10:05:00Z' },
        },
      },
    };
    const mobileMoney = { intent: 'checkout', total: '141.38', payment: 'mobile_money', phone: '097 123 4567', network: 'AIRTEL', guessed_network: 'AIRTEL' };

    beforeEach(() => {
      store.set(addToCartAtom, nshima);
      store.set(cartOrderTypeAtom, 'pickup');
    });

    it("places the order, sends the prompt to the number of the form on its network under a new attempt's key, and goes to the order's page", async () => {
      const api = fakeApi(prompted);
      expect(locationOf(await sent(mobileMoney))).toBe('/user/orders/order-7');
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /orders', 'POST /payment/order-7']);
      expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({ order_type: 'pickup', total_price: 141.38, payment_method: 'link' });
      const [payment] = api.sentTo('POST /payment/order-7');
      expect(payment?.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money', phone: '+260971234567', network: 'AIRTEL' });
      expect(store.get(toastAtom)).toMatchObject({ message: 'Order placed! Approve the payment on your phone.', tone: 'success' });
      expect(linesOf()).toEqual([]);

      // Another checkout is another attempt, with a key of its own.
      store.set(addToCartAtom, nshima);
      await sent(mobileMoney);
      const keys = api.sentTo('POST /payment/order-7').map((request) => request.headers.get('Idempotency-Key'));
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).not.toBe(keys[0]);
    });

    it('takes the network from the number sent when the form kept the one the page guessed, and keeps one chosen by hand', async () => {
      const api = fakeApi(prompted);
      await sent({ ...mobileMoney, phone: '0961234567' });
      store.set(addToCartAtom, nshima);
      await sent({ ...mobileMoney, phone: '0961234567', network: 'ZAMTEL' });
      expect(api.sentTo('POST /payment/order-7').map((request) => (request.body as { network?: string }).network)).toEqual(['MTN', 'ZAMTEL']);
    });

    it('places no order for a number no prompt can go to, and answers the number sent with why', async () => {
      const api = fakeApi(prompted);
      await expect(sent({ ...mobileMoney, phone: '', network: '' })).resolves.toEqual({
        checkoutError: 'Enter the mobile money number to send the prompt to.',
        mobileMoney: { phone: '', network: '' },
        problemField: 'phone',
      });
      await expect(sent({ ...mobileMoney, phone: '098 123 4567', network: '', guessed_network: '' })).resolves.toEqual({
        checkoutError: 'Choose the network of this number.',
        mobileMoney: { phone: '098 123 4567', network: '' },
        problemField: 'network',
      });
      expect(api.requests).toEqual([]);
      expect(linesOf()).toHaveLength(1);
    });

    it("goes to the order's page with the api's words when it refuses the prompt: the order is placed, and paid there another way", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      fakeApi({ ...prompted, 'POST /payment/order-7': { status: 422, body: { message: 'Choose the network of this number.' } } });
      expect(locationOf(await sent(mobileMoney))).toBe('/user/orders/order-7');
      expect(store.get(toastAtom)).toMatchObject({ message: 'Choose the network of this number.', tone: 'error' });
      expect(linesOf()).toEqual([]);
      jest.restoreAllMocks();
    });

    it('is the way to pay of a form that names none', async () => {
      const api = fakeApi(prompted);
      const { payment: _none, ...withoutChoice } = mobileMoney;
      expect(locationOf(await sent(withoutChoice))).toBe('/user/orders/order-7');
      expect(api.sentTo('POST /payment/order-7')[0]?.body).toMatchObject({ method: 'mobile_money' });
    });
  });

  it('sends a visitor to sign in and back to the cart', async () => {
    store.set(addToCartAtom, nshima);
    setTestSession(store, null);
    const api = fakeApi({});
    expect(locationOf(await sent({ intent: 'checkout', total: '1.00' }))).toBe('/auth/login?redirectTo=%2Fcart');
    expect(api.requests).toEqual([]);
  });
});
