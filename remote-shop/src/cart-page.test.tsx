import { type Address } from '@storefront/api-client';
import { addToCartAtom, cartOrderTypeAtom, openPage, sessionAtom, storefrontStore } from '@storefront/contract';
import { addressFixture, fakeApi, mealFixture, openRoute, routeAt, setTestSession, testSession, type FakeAnswer } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router-dom';
import { addressesVersionAtom } from './features/cart/state/checkout-options';
import routes from './routes';

const settings: FakeAnswer = {
  body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [{ id: 1, value: 10 }, { id: 2, value: 20 }] },
};
const kabulonga: Address = addressFixture({ uuid: 'addr-1', address: 'Kabulonga, Lusaka', location: 'Lusaka' });
const nshima = mealFixture({ name: 'Nshima with beef', price: 85 });
const ifisashi = mealFixture({ name: 'Ifisashi', price: 40 });
const chikanda = mealFixture({ name: 'Chikanda', price: 25 });

type Store = ReturnType<typeof createStore>;

/** A store holding the cart of two nshima, one ifisashi and one chikanda, as the server seeds it from the cookie. */
function storeWithCart(): Store {
  const store = createStore();
  for (const meal of [nshima, nshima, ifisashi, chikanda]) store.set(addToCartAtom, meal);
  return store;
}

function customerApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /app/settings': settings,
    'GET /address': { body: { data: [kabulonga] } },
    'GET /wallet/balance': { body: { balance: 500 } },
    'GET /profile': { body: { data: { user: { ...testSession.user, phone: '+260961234567', code: '+260' } } } },
    ...routes,
  });
}

const cartRoute = routeAt(routes, '/cart');
const dataRoutes = [{ id: 'cart', path: '/cart', loader: (args: Parameters<typeof openPage>[1]) => openPage(cartRoute, args), element: cartRoute.element }];

/**
 * The cart page as the host's server makes it: its loader, then its HTML with the request's store,
 * put in the document as the browser receives it. `hydrate` then hydrates it from that store's state
 * and the loader's data, as the host's page does, and answers what React had to recover from (a
 * mismatch between the two renders).
 */
async function serve(store: Store) {
  const handler = createStaticHandler(dataRoutes);
  const context = await handler.query(new Request('http://shop.test/cart'));
  if (context instanceof Response) throw new Error(`redirected to ${context.headers.get('Location')}`);
  const { loaderData } = context;
  const html = renderToString(
    <Provider store={store}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  async function hydrate(): Promise<unknown[]> {
    const recovered: unknown[] = [];
    const router = createMemoryRouter(dataRoutes, { initialEntries: ['/cart'], hydrationData: { loaderData } });
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    return recovered;
  }
  return { html, container, hydrate };
}

async function serveThenHydrate(store: Store) {
  const served = await serve(store);
  return { ...served, recovered: await served.hydrate() };
}

function summaryValue(within: HTMLElement, label: string): string {
  const term = Array.from(within.querySelectorAll('dt')).find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  document.body.innerHTML = '';
  setTestSession(storefrontStore, null);
});

describe('the cart page, rendered on the server', () => {
  it("arrives with the signed-in customer's lines, choices, address and totals, and hydrates to exactly that", async () => {
    const api = customerApi();
    const store = storeWithCart();
    setTestSession(store);

    const { html, container: served, hydrate } = await serve(store);

    for (const name of ['Nshima with beef', 'Ifisashi', 'Chikanda']) expect(html).toContain(name);
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('Tax (calculating)');
    expect(within(served).getByRole('status', { name: 'Quantity of Nshima with beef' })).toHaveTextContent('2');
    expect(within(served).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(served).getByRole('group', { name: 'Add a tip' })).toHaveTextContent('ZK 10.00ZK 20.00');
    // The only saved address is in use: 7 km from the kitchen at 20.00; 235 + 17.63 tax + 140 + 50.
    expect(within(served).getByRole('radio', { name: /Kabulonga/ })).toBeChecked();
    expect(summaryValue(served, 'Subtotal')).toBe('ZK 235.00');
    expect(summaryValue(served, 'Total')).toBe('ZK 442.63');
    expect(within(served).getByRole('radio', { name: /Pay from my wallet/ })).toBeEnabled();
    // Mobile money, the first way to pay, prompts the profile's number on the network it tells.
    expect(within(served).getByRole('radio', { name: 'Mobile money' })).toBeChecked();
    expect(within(served).getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('096 123 4567');
    expect(within(served).getByRole('combobox', { name: 'Network' })).toHaveValue('MTN');

    const asServed = served.innerHTML;
    const recovered = await hydrate();
    expect(recovered).toEqual([]);
    expect(served.innerHTML).toBe(asServed);
    // The page showed what its loader read: the browser read nothing more for it.
    expect(api.sentTo('GET /app/settings')).toHaveLength(1);
    expect(api.sentTo('GET /address')).toHaveLength(1);
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(1);
    expect(api.sentTo('GET /profile')).toHaveLength(1);
  });

  it('arrives as the empty cart for a visitor without a cart, never as a loading page', async () => {
    const api = customerApi();
    setTestSession(storefrontStore, null);
    const { html, recovered } = await serveThenHydrate(createStore());
    expect(html).toContain('Your cart is empty.');
    expect(html).toContain('Browse Menu');
    expect(html).not.toContain('Loading...');
    expect(recovered).toEqual([]);
    // A visitor has no addresses or wallet to read.
    expect(api.sentTo('GET /address')).toHaveLength(0);
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(0);
  });

  it("offers a visitor with a cart to sign in for the address, with the pickup order type of their cookie", async () => {
    const api = customerApi();
    const store = storeWithCart();
    store.set(cartOrderTypeAtom, 'pickup');
    setTestSession(store, null);
    const { container, recovered } = await serveThenHydrate(store);
    expect(within(container).getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    expect(summaryValue(container, 'Delivery fee')).toBe('ZK 0.00');
    expect(summaryValue(container, 'Total')).toBe('ZK 302.63');
    expect(recovered).toEqual([]);
    expect(api.sentTo('GET /address')).toHaveLength(0);
  });

  it('keeps the fallbacks when the reads fail: the default rates, the addresses error, no wallet', async () => {
    customerApi({ 'GET /app/settings': { status: 500, body: {} }, 'GET /address': { status: 500, body: {} }, 'GET /wallet/balance': 'network-error' });
    const store = storeWithCart();
    setTestSession(store);
    const { container, recovered } = await serveThenHydrate(store);
    expect(within(container).getByText('Error loading pricing settings, using defaults')).toBeInTheDocument();
    expect(within(container).getByRole('alert')).toHaveTextContent('Failed to load addresses');
    expect(within(container).getByRole('radio', { name: /Pay from my wallet/ })).toBeDisabled();
    expect(summaryValue(container, 'Tax (7.50%)')).toBe('ZK 17.63');
    expect(recovered).toEqual([]);
  });
});

describe('the cart page in the browser', () => {
  it('reads again when the customer signs in on the page, and after an address is added', async () => {
    const api = customerApi();
    const store = storeWithCart();
    setTestSession(store, null);
    await openRoute(routes, '/cart', '/cart', { store });
    expect(await screen.findByText('Sign in to choose a delivery address.')).toBeInTheDocument();

    act(() => setTestSession(store, testSession));
    expect(await screen.findByRole('radio', { name: /Kabulonga/ })).toBeChecked();
    expect(api.sentTo('GET /address')).toHaveLength(1);

    const woodlands = addressFixture({ uuid: 'addr-2', address: 'Woodlands, Lusaka' });
    customerApi({ 'GET /address': { body: { data: [kabulonga, woodlands] } } });
    act(() => store.set(addressesVersionAtom, (version) => version + 1));
    expect(await screen.findByRole('radio', { name: /Woodlands/ })).toBeInTheDocument();
  });

  it("shows another customer's addresses as loading, never the ones read for the customer before", async () => {
    customerApi({ 'GET /address': () => new Promise<FakeAnswer>(() => undefined) });
    const store = storeWithCart();
    setTestSession(store, null);
    await openRoute(routes, '/cart', '/cart', { store });
    expect(await screen.findByText('Sign in to choose a delivery address.')).toBeInTheDocument();
    act(() => setTestSession(store, testSession));
    expect(await screen.findByText('Loading addresses...')).toBeInTheDocument();
    expect(store.get(sessionAtom)).toEqual(testSession);
  });
});
