import { addToCartAtom, cartCountAtom, toastAtom } from '@storefront/contract';
import { type Address } from '@storefront/api-client';
import { fakeApi, mealFixture, renderWithProviders, setTestSession, type FakeAnswer } from '@storefront/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLoaderData, useParams } from 'react-router-dom';
import { readCart, type CartReads } from '../api/cart-reads';
import { CartContents } from './cart-contents';

const settings: FakeAnswer = {
  body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [{ id: 1, value: 10 }, { id: 2, value: 20 }] },
};
const kabulonga: Address = {
  uuid: 'addr-1',
  address: 'Kabulonga, Lusaka',
  location: 'Lusaka',
  latitude: '-15.4105',
  longitude: '28.3392',
  label: null,
};
const woodlands: Address = { ...kabulonga, uuid: 'addr-2', address: 'Woodlands, Lusaka', latitude: '-15.4300', longitude: '28.3100' };
const livingstone: Address = { ...kabulonga, uuid: 'addr-3', address: 'Mosi-oa-Tunya Road, Livingstone', latitude: '-17.8419', longitude: '25.8543' };
const nshima = mealFixture({ name: 'Nshima with beef', price: 85 });

function OrderPage() {
  const { id } = useParams();
  return <h1>Order {id}</h1>;
}

/** The profile of the signed-in customer, with the Airtel number mobile money prompts. */
const profile = (phone: string | null = '+260971234567'): FakeAnswer => ({
  body: { data: { user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone, code: '+260' } } },
});

/** A signed-in customer with two saved addresses (so none is chosen for them), an empty wallet and an Airtel number in their profile. */
function setup({ signedIn = true, routes = {}, unread = false }: { signedIn?: boolean; routes?: Parameters<typeof fakeApi>[0]; unread?: boolean } = {}) {
  const api = fakeApi({
    'GET /app/settings': settings,
    'GET /address': { body: { data: [kabulonga, woodlands] } },
    'GET /wallet/balance': { body: { balance: 0 } },
    'GET /profile': profile(),
    ...routes,
  });
  const store = createStore();
  store.set(addToCartAtom, nshima);
  store.set(addToCartAtom, nshima);
  setTestSession(store, signedIn ? undefined : null);
  const router = createMemoryRouter(
    [
      unread
        ? { path: '/cart', element: <CartContents addMoreLabel="Add More Items" /> }
        : { path: '/cart', loader: () => readCart(), element: <CartWithReads />, HydrateFallback: () => null },
      { path: '/auth/login', element: <h1>Sign in page</h1> },
      { path: '/user/orders/:id', element: <OrderPage /> },
    ],
    { initialEntries: ['/cart'] },
  );
  const rendered = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...rendered, api, store, user: userEvent.setup() };
}

/** The cart with what was read for it (readCart), as the cart page and the drawer show it. */
function CartWithReads() {
  return <CartContents addMoreLabel="Add More Items" reads={useLoaderData<CartReads>()} />;
}

function summaryValue(label: string | RegExp): string {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  const term = within(summary).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(() => jest.restoreAllMocks());

describe('the cart', () => {
  it('counts the fees as zero and says Loading... until its reads are in (the drawer, until the host has read for it)', async () => {
    const { api } = setup({ unread: true });
    expect(await screen.findByText('Tax (calculating)')).toBeInTheDocument();
    expect(summaryValue('Delivery fee')).toBe('Loading...');
    expect(summaryValue('Handling fee')).toBe('Loading...');
    expect(summaryValue('Total')).toBe('ZK 170.00');
    expect(api.requests).toHaveLength(0);
  });

  it('says the delivery fee and the total are estimates until an address is chosen, then shows the exact ones', async () => {
    const { user } = setup();
    expect(await screen.findByText('Tax (7.50%)')).toBeInTheDocument();
    expect(summaryValue('Delivery fee')).toBe('from ZK 20.00');
    expect(summaryValue('Estimated total')).toBe('from ZK 252.75');
    expect(screen.getByText('Choose a delivery address for the exact total.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Kabulonga/ }));
    expect(summaryValue('Delivery fee')).toBe('ZK 140.00');
    expect(summaryValue('Total')).toBe('ZK 372.75');
    expect(screen.queryByText('Estimated total')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a delivery address for the exact total.')).not.toBeInTheDocument();
  });

  it('prices with the rates the settings give, not fixed ones', async () => {
    setup({
      routes: {
        'GET /app/settings': { body: { settings: { delivery_charge_per_km: '15.00', tax: '16.00', handling_fee: '10.00' }, tips: [] } },
        'GET /address': { body: { data: [kabulonga] } },
      },
    });
    expect(await screen.findByText('Tax (16.00%)')).toBeInTheDocument();
    // 170 + 27.20 tax + 7 km at 15.00 + 10 handling.
    expect(summaryValue('Delivery fee')).toBe('ZK 105.00');
    expect(summaryValue('Total')).toBe('ZK 312.20');
  });

  it.each([
    ['"0"', { latitude: '0', longitude: '0' }],
    ['empty', { latitude: '', longitude: '' }],
    ['missing', { latitude: null, longitude: null }],
  ])('will not deliver to an address whose coordinates are %s: says why and offers to choose the place again or pickup', async (_case, place) => {
    const nowhere = { ...kabulonga, uuid: 'addr-0', address: 'Great East Road', ...place };
    const { user } = setup({ routes: { 'GET /address': { body: { data: [kabulonga, nowhere] } } } });
    await user.click(await screen.findByRole('radio', { name: /Great East Road/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this address on the map. Choose the place again or pick your order up.',
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(/could not find this address on the map/);
    expect(summaryValue('Delivery fee')).toBe('from ZK 20.00');

    await user.click(screen.getByRole('button', { name: 'Choose the place again' }));
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Switch to Pickup' }));
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('uses the defaults and says so when the settings fail or are malformed', async () => {
    setup({ routes: { 'GET /app/settings': { body: { settings: { delivery_charge_per_km: 'x', tax: '7', handling_fee: '1' }, tips: [] } } } });
    expect(await screen.findByText('Error loading pricing settings, using defaults')).toBeInTheDocument();
    expect(summaryValue('Tax (7.50%)')).toBe('ZK 12.75');
    expect(summaryValue('Handling fee')).toBe('ZK 50.00');
    expect(screen.queryByRole('group', { name: 'Add a tip' })).not.toBeInTheDocument();
  });

  it("names each line's quantity, which follows the steppers", async () => {
    const { user } = setup();
    const quantity = await screen.findByRole('status', { name: 'Quantity of Nshima with beef' });
    expect(quantity).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Increase Nshima with beef' }));
    expect(quantity).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Decrease Nshima with beef' }));
    expect(quantity).toHaveTextContent('2');
  });

  it("names the meal each Remove button removes, and removes that line", async () => {
    const { user } = setup();
    const remove = await screen.findByRole('button', { name: 'Remove Nshima with beef' });
    expect(remove).toHaveTextContent(/^Remove/);
    await user.click(remove);
    expect(screen.queryByRole('status', { name: 'Quantity of Nshima with beef' })).not.toBeInTheDocument();
  });

  it('takes one tip at most, and tapping it again clears it', async () => {
    const { user } = setup();
    const tips = await screen.findByRole('group', { name: 'Add a tip' });
    await user.click(within(tips).getByRole('button', { name: 'ZK 10.00' }));
    await user.click(within(tips).getByRole('button', { name: 'ZK 20.00' }));
    expect(within(tips).getByRole('button', { name: 'ZK 20.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tips).getByRole('button', { name: 'ZK 10.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(summaryValue('Tip')).toBe('ZK 20.00');
    await user.click(within(tips).getByRole('button', { name: 'ZK 20.00' }));
    expect(screen.queryByText('Tip')).not.toBeInTheDocument();
    expect(summaryValue('Estimated total')).toBe('from ZK 252.75');
  });

  it('charges delivery for the real distance to the chosen address', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /Kabulonga/ }));
    // The fixture vendor is on Cairo Road, a little over 6 km away: 7 km at 20.00.
    expect(summaryValue('Delivery fee')).toBe('ZK 140.00');
  });

  it('shows the instructions box for pickup and dine-in only when signed in', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    expect(screen.getByLabelText('Instructions for the vendor')).toBeInTheDocument();
    expect(summaryValue('Delivery fee')).toBe('ZK 0.00');
    await user.click(screen.getByRole('button', { name: 'Dine-in' }));
    expect(screen.getByLabelText('Instructions for the vendor')).toBeInTheDocument();
  });

  it("asks a delivery for the rider's instructions, sends them with the order and forgets them after", async () => {
    jest.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const { user, api } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-5' } } } },
        'POST /payment/order-5': { body: { type: 'link', payment_link: 'http://api.test/api/sandbox/pay/ref-5' } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Kabulonga/ }));
    expect(screen.queryByLabelText('Instructions for the vendor')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Delivery instructions (optional)'), 'Blue gate opposite the school, call on arrival');
    await user.click(screen.getByRole('radio', { name: 'Card (payment link)' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { name: 'Order order-5' });
    expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({
      order_type: 'delivery',
      delivery_instructions: 'Blue gate opposite the school, call on arrival',
    });
    jest.restoreAllMocks();
  });

  it('has no instructions box when signed out, and sends the customer to sign in at checkout', async () => {
    const { user, store } = setup({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    expect(screen.queryByLabelText('Instructions for the vendor')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(store.get(toastAtom)?.message).toBe('Please login to place an order');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('keeps Checkout disabled for delivery until an address is chosen', async () => {
    const { user } = setup();
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(screen.getByText('Please select a delivery address')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Kabulonga/ }));
    expect(checkout).toBeEnabled();
  });

  it('chooses the only saved address without a click', async () => {
    setup({ routes: { 'GET /address': { body: { data: [kabulonga] } } } });
    expect(await screen.findByRole('radio', { name: /Kabulonga/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(summaryValue('Delivery fee')).toBe('ZK 140.00');
  });

  it("says when the kitchen does not deliver to the address, refuses delivery there and offers pickup", async () => {
    const { user } = setup({ routes: { 'GET /address': { body: { data: [kabulonga, livingstone] } } } });
    await user.click(await screen.findByRole('radio', { name: /Livingstone/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Mama Kitchen does not deliver to this address: it is 3\d\d km away and delivers within 25 km\. Choose another address or pick your order up\.$/,
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Switch to Pickup' }));
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('says No address found and offers the add-address pop-up', async () => {
    const { user } = setup({ routes: { 'GET /address': { body: { data: [] } } } });
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
  });

  it.each([
    ['Add Address', []],
    ['Add New Address', [kabulonga, woodlands]],
  ])("asks for the account's address page with its add form before the app is in (%s), to come back to the cart", async (name, saved) => {
    setup({ routes: { 'GET /address': { body: { data: saved } } } });
    const button = await screen.findByRole('button', { name });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/user/address');
    expect(form).toHaveFormValues({ open: 'address', from: '/cart' });
  });

  it('asks a visitor to sign in: the pop-up once the app is in, before it the sign-in page, which comes back to the cart', async () => {
    const { user } = setup({ signedIn: false });
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(login).toHaveAttribute('type', 'submit');
    const form = login.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/auth/login');
    expect(form).toHaveFormValues({ redirectTo: '/cart' });
    await user.click(login);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("offers an address off the map's ways out as forms before the app is in: the address page, or the cart's action for Pickup", async () => {
    const nowhere = { ...kabulonga, uuid: 'addr-0', address: 'Great East Road', latitude: null, longitude: null };
    const { user } = setup({ routes: { 'GET /address': { body: { data: [kabulonga, nowhere] } } } });
    await user.click(await screen.findByRole('radio', { name: /Great East Road/ }));
    const again = screen.getByRole('button', { name: 'Choose the place again' });
    expect(again.closest('form')).toHaveAttribute('action', '/user/address');
    expect(again.closest('form')).toHaveFormValues({ open: 'address', from: '/cart' });
    const pickup = screen.getByRole('button', { name: 'Switch to Pickup' });
    expect(pickup).toHaveAttribute('type', 'submit');
    expect(pickup).toHaveAttribute('name', 'type');
    expect(pickup).toHaveAttribute('value', 'pickup');
    expect(pickup.closest('form')).toHaveAttribute('action', '/cart');
    expect(pickup.closest('form')).toHaveFormValues({ intent: 'order-type' });
  });

  it('places the order once, starts the payment, opens the link and empties the cart', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const { user, store, api } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-1' } } } },
        'POST /payment/order-1': { body: { type: 'link', payment_link: 'http://api.test/api/sandbox/pay/ref-1' } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Kabulonga/ }));
    await user.click(screen.getByRole('radio', { name: 'Card (payment link)' }));
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    await user.dblClick(checkout);
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(0));
    expect(api.sentTo('POST /orders')).toHaveLength(1);
    expect(api.sentTo('POST /orders')[0]?.body).toEqual({
      products: [{ product_uuid: nshima.uuid, quantity: 2, vendor_uuid: 'v-1' }],
      address_uuid: 'addr-1',
      order_type: 'delivery',
      total_price: 372.75,
      instructions: '',
      tip: null,
      payment_method: 'link',
    });
    expect(await screen.findByRole('heading', { name: 'Order order-1' })).toBeInTheDocument();
    await waitFor(() => expect(store.get(toastAtom)?.message).toBe('Order placed successfully! Redirecting to payment...'));
    expect(api.sentTo('POST /payment/order-1')[0]?.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com' });
    expect(open).toHaveBeenCalledWith('http://api.test/api/sandbox/pay/ref-1', '_blank');
    open.mockRestore();
  });

  it('pays from the wallet with the order when the balance covers it, and opens no payment page', async () => {
    const open = jest.spyOn(window, 'open');
    const { user, store, api } = setup({
      routes: {
        'GET /wallet/balance': { body: { balance: 500 } },
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-4' } } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.click(await screen.findByRole('radio', { name: 'Pay from my wallet (ZMW 500.00)' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Order order-4' })).toBeInTheDocument();
    expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({ order_type: 'pickup', payment_method: 'wallet', total_price: 232.75 });
    expect(api.sentTo('POST /payment/order-4')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    expect(store.get(toastAtom)?.message).toBe('Order placed and paid from your wallet');
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('offers the wallet only when its balance covers the total', async () => {
    setup({ routes: { 'GET /wallet/balance': { body: { balance: 100 } } } });
    const wallet = await screen.findByRole('radio', { name: 'Pay from my wallet (ZMW 100.00)' });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription(/Your balance does not cover this order/);
    expect(screen.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  });

  it("says 'Order completed' when the payment needs no link", async () => {
    const { user, store } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-2' } } } },
        'POST /payment/order-2': { body: { type: 'wallet' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.type(screen.getByLabelText('Instructions for the vendor'), 'No onions');
    await user.click(screen.getByRole('radio', { name: 'Card (payment link)' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(store.get(toastAtom)?.message).toBe('Order completed'));
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it("says the server's reason and keeps the cart when the order is refused", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = setup({ routes: { 'POST /orders': { status: 422, body: { success: false, message: 'The order total has changed to ZK 240.00. Please review your cart.' } } } });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(store.get(toastAtom)?.message).toBe('The order total has changed to ZK 240.00. Please review your cart.'));
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it("says 'Error processing order' and keeps the cart when the order fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = setup({ routes: { 'POST /orders': { status: 500, body: { success: false, message: 'Internal Server Error' } } } });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    await waitFor(() => expect(store.get(toastAtom)?.message).toBe('Error processing order'));
    expect(store.get(cartCountAtom)).toBe(2);
    expect(checkout).toBeEnabled();
  });

  it("says 'Error processing payment' when the payment does not start", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-3' } } } },
        'POST /payment/order-3': 'network-error',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('radio', { name: 'Card (payment link)' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(store.get(toastAtom)?.message).toBe('Error processing payment'));
  });
});

describe('paying with mobile money', () => {
  const prompt = (uuid: string): FakeAnswer => ({
    body: {
      success: true,
      type: 'mobile_money',
      payment_link: null,
      payment: { reference: `pay-${uuid}`, status: 'pending', network: 'MTN', phone_ending: '4567', expires_at: '2030-01-01T10:05:00Z', prompt_url: null },
    },
  });

  it('offers the ways to pay, mobile money first and chosen, the wallet only when it covers the total', async () => {
    const { user } = setup({ routes: { 'GET /wallet/balance': { body: { balance: 300 } } } });
    const ways = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(within(ways).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['mobile_money', 'wallet', 'link']);
    expect(within(ways).getByRole('radio', { name: 'Mobile money' })).toBeChecked();
    // Delivery to the chosen address (ZK 372.75) costs more than the balance: the wallet cannot pay it; pickup (ZK 232.75) it can.
    await user.click(screen.getByRole('radio', { name: /Kabulonga/ }));
    expect(within(ways).getByRole('radio', { name: 'Pay from my wallet (ZMW 300.00)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    expect(within(ways).getByRole('radio', { name: 'Pay from my wallet (ZMW 300.00)' })).toBeEnabled();
    await user.click(within(ways).getByRole('radio', { name: 'Card (payment link)' }));
    expect(screen.queryByRole('textbox', { name: 'Mobile money number' })).not.toBeInTheDocument();
    await user.click(within(ways).getByRole('radio', { name: 'Mobile money' }));
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toBeInTheDocument();
  });

  it("starts from the profile's number, whose network the select follows as the number is typed, and takes a network chosen by hand", async () => {
    const { user } = setup();
    const number = await screen.findByRole('textbox', { name: 'Mobile money number' });
    const network = screen.getByRole('combobox', { name: 'Network' });
    expect(number).toHaveValue('097 123 4567');
    expect(number).toHaveAccessibleDescription('The prompt to approve with your PIN goes to this phone.');
    expect(network).toHaveValue('AIRTEL');
    expect(within(network).getByRole('option', { selected: true })).toHaveTextContent('Airtel Money');

    await user.clear(number);
    await user.type(number, '096 123 4567');
    expect(network).toHaveValue('MTN');
    await user.selectOptions(network, 'Zamtel Kwacha');
    expect(network).toHaveValue('ZAMTEL');
    expect(number).toHaveValue('096 123 4567');
    // The fields go with the checkout form, for a form sent before the app is in.
    const checkoutForm = screen.getByRole('button', { name: 'Checkout' }).getAttribute('form');
    expect(number).toHaveAttribute('form', checkoutForm);
    expect(number).toHaveAttribute('name', 'phone');
    expect(network).toHaveAttribute('name', 'network');
    expect(screen.getByRole('radio', { name: 'Mobile money' })).toHaveAttribute('name', 'payment');
  });

  it('leaves the number empty when the profile has none, and places no order until a prompt can be sent', async () => {
    const { user, api } = setup({ routes: { 'GET /profile': profile(null) } });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    const number = screen.getByRole('textbox', { name: 'Mobile money number' });
    const network = screen.getByRole('combobox', { name: 'Network' });
    expect(number).toHaveValue('');
    expect(network).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the mobile money number to send the prompt to.');
    expect(number).toHaveAccessibleDescription(/^Enter the mobile money number to send the prompt to\./);
    expect(number).toBeInvalid();

    // A landline tells no network.
    await user.type(number, '098 123 4567');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(network).toHaveAccessibleDescription('Choose the network of this number.');
    expect(api.sentTo('POST /orders')).toHaveLength(0);
  });

  it("places the order, then sends the prompt to the number on its network under a new attempt's key, and lands on the order page", async () => {
    const { user, store, api } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-8' } } } },
        'POST /payment/order-8': prompt('order-8'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.clear(screen.getByRole('textbox', { name: 'Mobile money number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '096 123 4567');
    await user.dblClick(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByRole('heading', { name: 'Order order-8' })).toBeInTheDocument();
    expect(store.get(toastAtom)).toMatchObject({ message: 'Order placed! Approve the payment on your phone.', tone: 'success' });
    expect(store.get(cartCountAtom)).toBe(0);
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/orders', '/payment/order-8']);
    expect(api.sentTo('POST /orders')[0]?.body).toMatchObject({ order_type: 'pickup', payment_method: 'link' });
    const [payment] = api.sentTo('POST /payment/order-8');
    expect(payment?.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money', phone: '+260961234567', network: 'MTN' });
    expect(payment?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says the api's words when it refuses the prompt, and still goes to the order's page, where it can be paid another way", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = setup({
      routes: {
        'POST /orders': { status: 201, body: { success: true, data: { order: { uuid: 'order-9' } } } },
        'POST /payment/order-9': { status: 422, body: { success: false, message: 'Choose the network of this number.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Order order-9' })).toBeInTheDocument();
    expect(store.get(toastAtom)).toMatchObject({ message: 'Choose the network of this number.', tone: 'error' });
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('shows again the number a form sent before the app is in, with why no prompt could go to it under its field', async () => {
    const store = createStore();
    store.set(addToCartAtom, nshima);
    setTestSession(store);
    renderWithProviders(
      <CartContents
        addMoreLabel="Add More Items"
        checkoutRefusal={{ checkoutError: 'Choose the network of this number.', mobileMoney: { phone: '098 123 4567', network: '' }, problemField: 'network' }}
      />,
      { route: '/cart', store },
    );
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('098 123 4567');
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveAccessibleDescription('Choose the network of this number.');
    expect(screen.getAllByText('Choose the network of this number.')).toHaveLength(1);
  });
});
