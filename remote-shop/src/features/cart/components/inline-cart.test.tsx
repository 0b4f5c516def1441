import { addToCartAtom, cartOrderTypeAtom } from '@storefront/contract';
import { type Address } from '@storefront/api-client';
import { fakeApi, mealFixture, renderWithProviders, setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { readCart } from '../api/cart-reads';
import { CartContents } from './cart-contents';
import { InlineCart } from './inline-cart';

const settings: FakeAnswer = {
  body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [] },
};
const kabulonga: Address = { uuid: 'addr-1', address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.4105', longitude: '28.3392', label: null };
const nshima = mealFixture({ name: 'Nshima with beef', price: 85 });

function cartOfTwo({ signedIn, addresses = [] }: { signedIn: boolean; addresses?: Address[] }) {
  fakeApi({ 'GET /app/settings': settings, 'GET /address': { body: { data: addresses } }, 'GET /wallet/balance': { body: { balance: 0 } } });
  const store = createStore();
  store.set(addToCartAtom, nshima);
  store.set(addToCartAtom, nshima);
  setTestSession(store, signedIn ? undefined : null);
  return store;
}

function summaryOf(container: HTMLElement, label: string): string {
  const summary = within(container).getByRole('region', { name: 'Order summary' });
  return within(summary).getByText(label).nextElementSibling?.textContent ?? '';
}

describe("the meal page's cart", () => {
  it('prices with the settings, as the drawer and the cart page do: no fixed tax or delivery fee', async () => {
    const store = cartOfTwo({ signedIn: false });
    renderWithProviders(<InlineCart reads={await readCart({ payment: false })} />, { route: '/food/1', store });
    const cart = screen.getByRole('complementary', { name: 'Cart' });
    expect(await within(cart).findByText('Tax (7.50%)')).toBeInTheDocument();
    expect(summaryOf(cart, 'Tax (7.50%)')).toBe('ZK 12.75');
    expect(summaryOf(cart, 'Delivery fee')).toBe('from ZK 20.00');
    expect(summaryOf(cart, 'Handling fee')).toBe('ZK 50.00');
    expect(summaryOf(cart, 'Estimated total')).toBe('from ZK 252.75');
    expect(within(cart).queryByText('ZK 500.00')).not.toBeInTheDocument();
  });

  it('shows the same total as the cart page for the address in use, and follows the order type', async () => {
    const store = cartOfTwo({ signedIn: true, addresses: [kabulonga] });
    const [foodPageReads, cartPageReads] = await Promise.all([readCart({ payment: false }), readCart()]);
    renderWithProviders(
      <>
        <InlineCart reads={foodPageReads} />
        <main>
          <CartContents addMoreLabel="Add More Items" reads={cartPageReads} />
        </main>
      </>,
      { route: '/food/1', store },
    );
    const inline = screen.getByRole('complementary', { name: 'Cart' });
    const page = screen.getByRole('main');
    // The only saved address is in use: Kabulonga, 7 km from the kitchen at 20.00.
    expect(await within(page).findByRole('radio', { name: /Kabulonga/ })).toBeChecked();
    expect(summaryOf(inline, 'Delivery fee')).toBe('ZK 140.00');
    expect(summaryOf(inline, 'Total')).toBe('ZK 372.75');
    expect(summaryOf(page, 'Total')).toBe('ZK 372.75');

    act(() => store.set(cartOrderTypeAtom, 'pickup'));
    expect(summaryOf(inline, 'Delivery fee')).toBe('ZK 0.00');
    expect(summaryOf(inline, 'Total')).toBe('ZK 232.75');
    expect(summaryOf(page, 'Total')).toBe('ZK 232.75');
  });
});

describe('the carts as the server renders them', () => {
  type Store = ReturnType<typeof createStore>;

  /** Renders `ui` as the server does, then hydrates it from the same store; answers the page and what React had to recover from. */
  async function serveThenHydrate(ui: ReactNode, store: Store) {
    // A data router, as the host's pages have (a page's reads are read again through it).
    const page = () => (
      <Provider store={store}>
        <RouterProvider router={createMemoryRouter([{ path: '/food/:id', element: ui }], { initialEntries: ['/food/1'] })} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const served = container.innerHTML;
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recovered.push(error) });
    });
    return { container, served, recovered };
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the customer's lines and the total of the food page's reads from the server's first byte, and hydrates to it", async () => {
    const store = cartOfTwo({ signedIn: true, addresses: [kabulonga] });
    const reads = await readCart({ payment: false });
    const { container, served, recovered } = await serveThenHydrate(<InlineCart reads={reads} />, store);
    const cart = within(container).getByRole('complementary', { name: 'Cart' });
    expect(within(cart).getByRole('status', { name: 'Quantity of Nshima with beef' })).toHaveTextContent('2');
    expect(summaryOf(cart, 'Total')).toBe('ZK 372.75');
    expect(served).toContain('ZK 372.75');
    expect(recovered).toEqual([]);
    expect(container.innerHTML).toBe(served);
  });

  it("renders the drawer's cart before the host's read of it the same on the server as on hydration: lines, then its loading state", async () => {
    const store = cartOfTwo({ signedIn: true, addresses: [kabulonga] });
    const { container, served, recovered } = await serveThenHydrate(<CartContents addMoreLabel="Add More" />, store);
    expect(served).toContain('Nshima with beef');
    expect(served).toContain('Tax (calculating)');
    expect(recovered).toEqual([]);
    expect(container.innerHTML).toBe(served);
  });
});
