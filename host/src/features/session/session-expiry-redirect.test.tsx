import { sessionExpiredAtom } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SessionExpiryRedirect } from './session-expiry-redirect';

it('sends the customer to sign in when the session expired, once', async () => {
  const { store } = renderWithProviders(
    <>
      <SessionExpiryRedirect />
      <Routes>
        <Route path="/user/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/auth/login" element={<h1>Sign in</h1>} />
      </Routes>
    </>,
    { route: '/user/dashboard' },
  );
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  await act(async () => store.set(sessionExpiredAtom, true));
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(store.get(sessionExpiredAtom)).toBe(false);
});
