import { sessionExpiredAtom, storefrontStore } from '@storefront/contract';
import { setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { greetingFor } from '../features/dashboard/state/greeting';
import { backend, orderAnswer } from '../features/dashboard/test-support/order-backend';
import { openPage } from './open-page';

async function openDashboard(signedIn: boolean) {
  const store = createStore();
  setTestSession(store, signedIn ? undefined : null);
  return openPage('/user/dashboard', '/user/dashboard', { store });
}

afterEach(() => storefrontStore.set(sessionExpiredAtom, false));

describe('/user/dashboard', () => {
  it('sends a visitor without a session to sign in, asking the server nothing', async () => {
    const { api } = backend([]);
    const { router } = await openDashboard(false);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/login');
    expect(api.requests).toHaveLength(0);
  });

  it('greets the customer with what its loader read, from its first render, with Dashboard current in the side menu', async () => {
    const { api } = backend([orderAnswer()]);
    await openDashboard(true);
    expect(screen.getByRole('heading', { level: 1, name: `${greetingFor(new Date().getHours())}, Mwila` })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Order #ABC123' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('ZMW 120.50')).toBeInTheDocument();
    // Read once, by the loader: the page reads nothing more on its way in.
    expect(api.sentTo('GET /orders')).toHaveLength(1);
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(1);
    expect(api.sentTo('GET /catering-requests')).toHaveLength(1);
  });

  it("says 'Loading orders...' in the user area while its reads come", async () => {
    backend([], { 'GET /orders': () => new Promise(() => undefined) });
    await openDashboard(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('shows nothing and reads nothing when the session was just refused: the host says so and sends to sign in', async () => {
    const { api } = backend([]);
    const store = createStore();
    setTestSession(store, null);
    storefrontStore.set(sessionExpiredAtom, true);
    const { router } = await openPage('/user/dashboard', '/user/dashboard', { store });
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  describe('Top Up Wallet in the page, as a page without scripts asks for it (?open=topup)', () => {
    const openTopup = async () => {
      const store = createStore();
      setTestSession(store);
      return openPage('/user/dashboard', '/user/dashboard?open=topup', { store });
    };

    it('refuses an amount of 0 under the field, keeping it, and asks the api nothing', async () => {
      const { api } = backend([]);
      const { user } = await openTopup();
      const form = screen.getByRole('region', { name: 'Top Up Wallet' });
      await user.type(within(form).getByLabelText('Amount (ZMW)'), '0');
      await user.click(within(form).getByRole('button', { name: 'Top Up' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid amount');
      expect(within(form).getByLabelText('Amount (ZMW)')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText('Amount (ZMW)')).toHaveValue(0);
      expect(api.sentTo('POST /wallet/initiate-topup')).toHaveLength(0);
    });

    it("says the api's refusal under the form, and Top Up is at work until it comes", async () => {
      let answer: (value: FakeAnswer) => void = () => undefined;
      backend([], { 'POST /wallet/initiate-topup': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
      const { user } = await openTopup();
      const form = screen.getByRole('region', { name: 'Top Up Wallet' });
      await user.type(within(form).getByLabelText('Amount (ZMW)'), '40');
      await user.click(within(form).getByRole('button', { name: 'Top Up' }));
      const busy = await within(form).findByRole('button', { name: 'Processing...' });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      act(() => answer({ body: { success: false, message: 'Top-ups are paused' } }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Top-ups are paused');
      expect(within(form).getByRole('button', { name: 'Top Up' })).toBeEnabled();
    });
  });
});
