import { storefrontStore, toastAtom } from '@storefront/contract';
import { fakeApi, setTestSession } from '@storefront/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { deletionAction } from '../api/deletion-action';
import { AccountDeletionForm } from './account-deletion-form';

/** The form on /goodbye, sent to the page's action; the dashboard and home as pages of their own. */
function renderForm(balance = 0) {
  const api = fakeApi({});
  // The action ends the session of the page's one store.
  const store = storefrontStore;
  setTestSession(store);
  store.set(toastAtom, null);
  const router = createMemoryRouter(
    [
      { path: '/goodbye', action: deletionAction, element: <AccountDeletionForm balance={balance} /> },
      { path: '/user/dashboard', element: <h1>Dashboard</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/goodbye'] },
  );
  const user = userEvent.setup();
  const rendered = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const deleteButton = () => screen.getByRole('button', { name: 'Delete My Account' });
  const toStep2 = () => user.click(screen.getByRole('button', { name: 'Continue' }));
  const wentHome = () => router.state.location.pathname === '/';
  return { ...rendered, api, store, user, router, deleteButton, toStep2, wentHome };
}

describe('AccountDeletionForm', () => {
  it('shows the account, the warning and an optional reason on step 1, and no subscriptions that do not exist', async () => {
    renderForm();
    expect(screen.getByText('mwila@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you go' })).toBeInTheDocument();
    expect(screen.getByText(/closes it at once/)).toBeInTheDocument();
    expect(screen.getByText(/removes your personal information \(name, e-mail, phone number, password and saved addresses\)/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be recovered/)).toBeInTheDocument();
    expect(screen.queryByText(/subscription/i)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason for leaving' })).toHaveAccessibleDescription(/Optional/);
    expect(await screen.findByText('Your wallet is empty: no money is lost by deleting your account.')).toBeInTheDocument();
  });

  it('shows the wallet balance before the customer confirms, and says a balance or an open order stops the deletion', async () => {
    renderForm(344.75);
    const wallet = screen.getByRole('region', { name: 'Your wallet and orders' });
    expect(within(wallet).getByText(/Wallet balance:/)).toHaveTextContent('Wallet balance: ZMW 344.75');
    expect(wallet).toHaveTextContent(
      'An account cannot be deleted while its wallet holds money. Spend your balance on an order, or contact support to have it refunded, then come back here.',
    );
    expect(wallet).toHaveTextContent(/while one of its orders is unpaid or on its way: pay it and wait for the delivery, or contact support to cancel it/);
    expect(within(wallet).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });

  it('goes back to the dashboard on Cancel', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('moves to step 2 on Continue, and Back keeps what was typed', async () => {
    const { user, toStep2 } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Reason for leaving' }), 'Moving abroad');
    await toStep2();
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm account deletion' })).toHaveFocus();
    expect(screen.getByText(/This action is irreversible/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Reason for leaving' })).toHaveValue('Moving abroad');
    await toStep2();
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm')).toHaveValue('DELETE');
  });

  it('keeps Delete My Account disabled until the exact phrase and a password are entered', async () => {
    const { user, toStep2, deleteButton } = renderForm();
    await toStep2();
    expect(deleteButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'delete my account');
    expect(deleteButton()).toBeDisabled();
    await user.clear(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'));
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    expect(deleteButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(deleteButton()).toBeEnabled();
  });

  it("says 'Please type DELETE MY ACCOUNT to confirm' for a wrong phrase", async () => {
    const { user, toStep2 } = renderForm();
    await toStep2();
    const confirmation = screen.getByLabelText('Type DELETE MY ACCOUNT to confirm');
    await user.type(confirmation, 'delete my account');
    await user.tab();
    expect(screen.getByText('Please type DELETE MY ACCOUNT to confirm')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('Please type DELETE MY ACCOUNT to confirm');
    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE MY ACCOUNT');
    expect(screen.queryByText('Please type DELETE MY ACCOUNT to confirm')).not.toBeInTheDocument();
  });

  it("says 'Please enter your password' when the password is left empty", async () => {
    const { user, toStep2 } = renderForm();
    await toStep2();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
  });

  it("sends the request, shows 'Processing...', says the account is deleted and reports it", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { user, toStep2, store, router } = renderForm();
    const api = fakeApi({
      'GET /wallet/balance': { body: { balance: 0 } },
      'POST /user/request-deletion': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByRole('textbox', { name: 'Reason for leaving' }), 'Moving abroad');
    await toStep2();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer({ body: { success: true, message: 'Account deletion request submitted successfully' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(toastAtom)).toMatchObject({ message: 'Your account has been deleted.', tone: 'success' });
    expect(api.sentTo('POST /user/request-deletion')[0]?.body).toEqual({ password: 'secret', reason: 'Moving abroad' });
  });

  it("shows the server's message when the request is refused, keeping what was typed", async () => {
    const { user, toStep2, store, wentHome, deleteButton } = renderForm();
    fakeApi({ 'POST /user/request-deletion': { status: 422, body: { success: false, message: 'The password is incorrect.' } } });
    await toStep2();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(store.get(toastAtom)).toMatchObject({ message: 'The password is incorrect.', tone: 'error' });
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(deleteButton()).toBeEnabled();
    expect(wentHome()).toBe(false);
  });

  it("shows the server's reason when a balance or an open order stops the deletion (409)", async () => {
    const refusal =
      'Your wallet still holds ZK 344.75. Spend it on an order or contact support to have it refunded before you delete your account.';
    const { user, toStep2, store, wentHome, deleteButton } = renderForm(344.75);
    fakeApi({ 'POST /user/request-deletion': { status: 409, body: { success: false, message: refusal } } });
    await toStep2();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(store.get(toastAtom)).toMatchObject({ message: refusal, tone: 'error' });
    expect(wentHome()).toBe(false);
  });

  it("says 'Failed to request account deletion' when the call fails without a message", async () => {
    const { user, toStep2, deleteButton } = renderForm();
    fakeApi({ 'POST /user/request-deletion': 'network-error' });
    await toStep2();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to request account deletion');
  });
});
