import {
  CART_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  addToCartAtom,
  cartLinesAtom,
  sessionAtom,
  storefrontStore,
  toastAtom,
} from '@storefront/contract';
import { fakeApi, mealFixture, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GoodbyePage from './goodbye-page';

// endSession() ends the one store's session, which is the store the host renders.
function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/auth/login" element={<h1>Sign in</h1>} />
      <Route path="/goodbye" element={<GoodbyePage />} />
    </Routes>,
    { route: '/goodbye', store: storefrontStore },
  );
}

beforeEach(() => storefrontStore.set(toastAtom, null));

describe('/goodbye', () => {
  it('sends a visitor without a session to sign in', () => {
    setTestSession(storefrontStore, null);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the side menu, the signed-in e-mail and the wallet balance', async () => {
    setTestSession(storefrontStore);
    fakeApi({ 'GET /wallet/balance': { body: { balance: '344.75' } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('mwila@example.com')).toBeInTheDocument();
    expect(await screen.findByText(/Wallet balance:/)).toHaveTextContent('Wallet balance: ZMW 344.75');
  });

  it('says the account is deleted, forgets the session and the cart, and goes home', async () => {
    setTestSession(storefrontStore);
    const meal = mealFixture({ name: 'Nshima with beef' });
    storefrontStore.set(addToCartAtom, meal);
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
    fakeApi({
      'GET /wallet/balance': { body: { balance: 0 } },
      'POST /user/request-deletion': { body: { success: true, message: 'Account deletion request submitted successfully' } },
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(cartLinesAtom)).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Your account has been deleted.' });
  });
});
