import {
  CART_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  addToCartAtom,
  cartLinesAtom,
  sessionAtom,
  storefrontStore,
  toastAtom,
} from '@storefront/contract';
import { fakeApi, mealFixture, setTestSession } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { openPage } from './open-page';

// endSession() ends the one store's session, which is the store the host renders.
const openGoodbye = () => openPage('/goodbye', '/goodbye', { store: storefrontStore });

beforeEach(() => storefrontStore.set(toastAtom, null));

describe('/goodbye', () => {
  it('shows the side menu, the signed-in e-mail and the wallet balance its loader read, from its first render', async () => {
    setTestSession(storefrontStore);
    fakeApi({ 'GET /wallet/balance': { body: { balance: '344.75' } } });
    await openGoodbye();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('mwila@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Wallet balance:/)).toHaveTextContent('Wallet balance: ZMW 344.75');
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
    const { user, router } = await openGoodbye();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    // Home, not to sign in: the session ended with the account.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(cartLinesAtom)).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Your account has been deleted.' });
  });
});
