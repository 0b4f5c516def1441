import { fakeApi, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { greetingFor } from '../features/dashboard/state/greeting';
import DashboardPage from './dashboard-page';

function renderPage(signedIn: boolean) {
  const api = fakeApi({ 'GET /wallet/balance': { body: { balance: 0 } }, 'GET /orders': { body: { data: [] } } });
  const store = createStore();
  setTestSession(store, signedIn ? undefined : null);
  renderWithProviders(
    <Routes>
      <Route path="/user/dashboard" element={<DashboardPage />} />
      <Route path="/auth/login" element={<h1>Sign in</h1>} />
    </Routes>,
    { route: '/user/dashboard', store },
  );
  return api;
}

describe('/user/dashboard', () => {
  it('sends a visitor without a session to sign in, asking the server nothing', () => {
    const api = renderPage(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('greets the customer inside the user area, with Dashboard current in the side menu', async () => {
    renderPage(true);
    expect(screen.getByRole('heading', { level: 1, name: `${greetingFor(new Date().getHours())}, Mwila` })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});
