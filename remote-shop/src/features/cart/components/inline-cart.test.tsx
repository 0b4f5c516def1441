import { addToCartAtom, cartOrderTypeAtom } from '@storefront/contract';
import { type Address } from '@storefront/api-client';
import { fakeApi, mealFixture, renderWithProviders, setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
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
    renderWithProviders(<InlineCart />, { route: '/food/1', store });
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
    renderWithProviders(
      <>
        <InlineCart />
        <main>
          <CartContents addMoreLabel="Add More Items" />
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
