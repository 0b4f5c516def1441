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
  it('sends a customer whose session ended to sign in', () => {
    renderArea(false);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('brings the customer back to the page they were on once signed in again', () => {
    const { store } = renderArea(false);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => setTestSession(store));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('shows the sign-in form to a visitor, from the first render (nothing waits for the page to hydrate)', () => {
    const store = createStore();
    setTestSession(store, null);
    renderWithProviders(
      <GuestFormPage>
        <h1>Sign in</h1>
      </GuestFormPage>,
      { route: '/auth/login', store },
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
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
