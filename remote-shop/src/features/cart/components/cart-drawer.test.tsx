import { addToCartAtom, cartOpenAtom } from '@storefront/contract';
import { fakeApi, mealFixture, renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Link } from 'react-router-dom';
import { CartDrawer } from './cart-drawer';

describe('the cart drawer', () => {
  it('closes when another page opens (a tab tapped with it open), and stays closed there', async () => {
    fakeApi({ 'GET /app/settings': { body: { settings: { delivery_charge_per_km: '20', tax: '7.5', handling_fee: '50' }, tips: [] } } });
    const store = createStore();
    store.set(addToCartAtom, mealFixture({ name: 'Nshima with beef' }));
    const { user } = renderWithProviders(
      <>
        <Link to="/cart">Cart tab</Link>
        <CartDrawer />
      </>,
      { route: '/menu', store },
    );
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cart tab' }));
    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(store.get(cartOpenAtom)).toBe(false);
  });
});
