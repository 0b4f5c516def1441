import { renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { BottomTabBar } from '../components/bottom-tab-bar';

describe('BottomTabBar', () => {
  it('shows a picture above every label and is read by the labels alone', () => {
    renderWithProviders(<BottomTabBar />, { route: '/menu' });
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    for (const label of ['Home', 'Menu', 'Cart', 'Catering Menu']) {
      const tab = within(tabs).getByRole('link', { name: label });
      expect(tab.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(tabs).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  });
});
