import { renderWithProviders, setTestSession } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { GuestFormPage } from './guest-form-page';
import { RequireSession } from './require-session';
import { UserAreaLayout } from './user-area-layout';

function renderArea(signedIn: boolean) {
  const store = createStore();
  setTestSession(store, signedIn ? undefined : null);
  return renderWithProviders(
    <Routes>
      <Route
        path="/user/profile"
        element={
          <RequireSession>
            <UserAreaLayout>
              <h1>Profile</h1>
            </UserAreaLayout>
          </RequireSession>
        }
      />
      <Route
        path="/auth/login"
        element={
          <GuestFormPage>
            <h1>Sign in</h1>
          </GuestFormPage>
        }
      />
    </Routes>,
    { route: '/user/profile', store },
  );
}

describe('the user area', () => {
  it('sends a visitor without a session to sign in', () => {
    renderArea(false);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('brings the visitor back to the page they opened once signed in', () => {
    const { store } = renderArea(false);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => setTestSession(store));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('has the side menu the product defines, marking the current page', () => {
    renderArea(true);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/user/dashboard'],
      ['Add New Address', '/user/address'],
      ['Profile', '/user/profile'],
      ['Cart', '/cart'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});
