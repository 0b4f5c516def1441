import { addToCartAtom, cartOpenAtom } from '@storefront/contract';
import { fakeApi, mealFixture, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import CartDrawer, { read } from './cart-drawer';

describe('the CartDrawer widget', () => {
  it("reads the customer's cart and profile phone once for the host, and shows it from that read", async () => {
    const api = fakeApi({
      'GET /app/settings': { body: { settings: { delivery_charge_per_km: '20.00', tax: '7.50', handling_fee: '50.00' }, tips: [] } },
      'GET /address': { body: { data: [{ uuid: 'addr-1', address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.4105', longitude: '28.3392', label: null }] } },
      'GET /wallet/balance': { body: { balance: 900 } },
      'GET /profile': { body: { data: { user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '0951234567' } } } },
    });
    const store = createStore();
    setTestSession(store);
    store.set(addToCartAtom, mealFixture({ name: 'Nshima with beef', price: 85 }));
    store.set(cartOpenAtom, true);

    const initial = await read();
    const requests = api.requests.length;
    renderWithProviders(<CartDrawer initial={initial} />, { route: '/menu', store });
    const drawer = screen.getByRole('dialog', { name: 'Cart' });
    expect(within(drawer).getByText('Tax (7.50%)')).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: /Kabulonga/ })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Pay from my wallet (ZMW 900.00)' })).toBeEnabled();
    expect(within(drawer).getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('095 123 4567');
    expect(within(drawer).getByRole('combobox', { name: 'Network' })).toHaveValue('ZAMTEL');
    expect(api.requests).toHaveLength(requests);
  });
});
