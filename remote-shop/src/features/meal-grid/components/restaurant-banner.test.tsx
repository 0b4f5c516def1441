import { cartOrderTypeAtom } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { RestaurantBanner } from './restaurant-banner';

function feeShown(): string {
  const banner = screen.getByRole('region', { name: "Today's kitchens" });
  return within(banner).getByText('Delivery fee').nextElementSibling?.textContent ?? '';
}

describe("the menu's banner", () => {
  it('shows the delivery rate the cart charges, not a fixed fee', () => {
    renderWithProviders(<RestaurantBanner deliveryPerKm={15} />, { store: createStore() });
    expect(feeShown()).toBe('ZK15.00 per km');
    expect(screen.queryByText('ZK350.00')).not.toBeInTheDocument();
  });

  it('says Loading... while the rate is read', () => {
    renderWithProviders(<RestaurantBanner deliveryPerKm={null} />, { store: createStore() });
    expect(feeShown()).toBe('Loading...');
  });

  it("sets the cart's order type with its Delivery/Pickup toggle, and shows the one the cart has", async () => {
    const store = createStore();
    const { user } = renderWithProviders(<RestaurantBanner deliveryPerKm={20} />, { store });
    const toggle = screen.getByRole('group', { name: 'Delivery or pickup' });
    expect(within(toggle).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(toggle).getByRole('button', { name: 'Pickup' }));
    expect(store.get(cartOrderTypeAtom)).toBe('pickup');
    expect(within(toggle).getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');

    // Chosen in the cart instead: the banner follows.
    act(() => store.set(cartOrderTypeAtom, 'delivery'));
    expect(within(toggle).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
    act(() => store.set(cartOrderTypeAtom, 'dine-in'));
    expect(within(toggle).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toggle).getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'false');
  });
});
