import { addToCartAtom, cartLinesAtom, cartOpenAtom, toastAtom } from '@storefront/contract';
import { fakeApi, mealFixture, renderWithProviders } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { CartDrawer } from './cart-drawer';
import { InlineCart } from './inline-cart';

const nshima = mealFixture({ name: 'Nshima with beef', vendor: { uuid: 'v-1', name: 'Mama Kitchen' } });
const bream = mealFixture({ name: 'Grilled bream', vendor: { uuid: 'v-2', name: 'Zambezi Riverside Grill' } });

function cartOfOneKitchen() {
  fakeApi({ 'GET /app/settings': { body: { settings: { delivery_charge_per_km: '20', tax: '7.5', handling_fee: '50' }, tips: [] } } });
  const store = createStore();
  store.set(addToCartAtom, nshima);
  store.set(cartOpenAtom, false);
  return store;
}

const cartNames = (store: ReturnType<typeof createStore>) => store.get(cartLinesAtom).map((line) => line.name);

describe('a meal of another kitchen', () => {
  it('asks before starting a new cart, and starts one holding only that meal', async () => {
    const store = cartOfOneKitchen();
    const { user } = renderWithProviders(<CartDrawer />, { route: '/menu', store });
    act(() => {
      store.set(addToCartAtom, bream);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Start a new cart?' });
    expect(dialog).toHaveTextContent(
      'Your cart has meals from Mama Kitchen. An order comes from one kitchen, so adding Grilled bream from Zambezi Riverside Grill starts a new cart and removes what is in yours.',
    );
    expect(cartNames(store)).toEqual(['Nshima with beef']);

    await user.click(screen.getByRole('button', { name: 'Start new cart' }));
    expect(cartNames(store)).toEqual(['Grilled bream']);
    expect(store.get(toastAtom)?.message).toBe('Added Grilled bream to cart');
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });

  it('keeps the cart as it was, closed, when the customer says so', async () => {
    const store = cartOfOneKitchen();
    const { user } = renderWithProviders(<CartDrawer />, { route: '/menu', store });
    act(() => {
      store.set(addToCartAtom, bream);
    });
    await user.click(await screen.findByRole('button', { name: 'Keep my cart' }));
    expect(cartNames(store)).toEqual(['Nshima with beef']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is asked on the food page too, where the cart is shown inline', async () => {
    const store = cartOfOneKitchen();
    renderWithProviders(<InlineCart />, { route: '/food/1', store });
    act(() => {
      store.set(addToCartAtom, bream);
    });
    expect(await screen.findByRole('dialog', { name: 'Start a new cart?' })).toBeInTheDocument();
  });
});
