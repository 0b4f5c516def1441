import { addToCartAtom, toastAtom } from '@storefront/contract';
import { mealFixture, renderWithProviders, setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { dashboardAction } from '../api/dashboard-action';
import { readDashboard } from '../api/dashboard-reads';
import { installEventSource, removeEventSource, streamTo } from '../test-support/fake-event-source';
import { backend, orderAnswer, OTHER_UUID, promptAnswer, resetVisibility, setVisibility, UUID } from '../test-support/order-backend';
import { Dashboard } from './dashboard';

/** The dashboard with what its loader reads (readDashboard), as its page renders it, its forms sent to the page's action. */
async function renderDashboard({ pollIntervalMs }: { pollIntervalMs?: number } = {}) {
  const store = createStore();
  setTestSession(store);
  const loaded = await readDashboard();
  const router = createMemoryRouter(
    [{ path: '/user/dashboard', action: dashboardAction, element: <Dashboard loaded={loaded} pollIntervalMs={pollIntervalMs} /> }],
    { initialEntries: ['/user/dashboard'] },
  );
  const user = userEvent.setup();
  const rendered = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const toast = () => store.get(toastAtom);
  return { ...rendered, user, toast, router };
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetVisibility();
});

describe('the dashboard', () => {
  it('greets the customer by the local time with the first name', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date(2025, 2, 12, 17, 59) });
    backend([]);
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Good Afternoon, Mwila' })).toBeInTheDocument();
    await screen.findByText('ZMW 120.50');
  });

  it('shows the balance in ZMW, the cart count and the fixed bonus and referral counts', async () => {
    backend([]);
    const store = createStore();
    setTestSession(store);
    const meal = mealFixture();
    store.set(addToCartAtom, meal);
    store.set(addToCartAtom, meal);
    store.set(addToCartAtom, mealFixture());
    renderWithProviders(<Dashboard loaded={await readDashboard()} />, { store });
    expect(await within(card('Balance')).findByText('ZMW 120.50')).toBeInTheDocument();
    expect(within(card('Cart Count')).getByText('3')).toBeInTheDocument();
    expect(within(card('Bonus Earned')).getByText('0')).toBeInTheDocument();
    expect(within(card('Referral Count')).getByText('0')).toBeInTheDocument();
  });

  it('lists the catering requests the customer sent, with the reference to quote, only when there are some', async () => {
    const request = {
      uuid: 'c1a2b3c4-0000-4000-8000-000000000001',
      reference: 'CAT-C1A2B3C4',
      bundle_id: 'wedding-feast',
      bundle_title: 'Wedding Feast',
      event_type: 'wedding',
      guest_count: 120,
      event_date: '2027-02-14',
      province: 'Lusaka',
      city: 'Lusaka',
      status: 'new',
      created_at: '2026-11-20T10:00:00Z',
    };
    backend([], { 'GET /catering-requests': { body: { data: [request] } } });
    await renderDashboard();
    const section = await screen.findByRole('region', { name: 'Catering Requests' });
    expect(within(section).getByRole('heading', { name: 'CAT-C1A2B3C4' })).toBeInTheDocument();
    expect(within(section).getByText('Wedding Feast · 120 guests · Lusaka')).toBeInTheDocument();
    expect(within(section).getByText('Event on 14 Feb 2027')).toBeInTheDocument();
    expect(within(section).getByText('Received')).toBeInTheDocument();
  });

  it('has no catering section for a customer who sent no request', async () => {
    const { api } = backend([]);
    await renderDashboard();
    await waitFor(() => expect(api.sentTo('GET /catering-requests')).toHaveLength(1));
    await screen.findByText('You have not placed any orders yet.', { exact: false });
    expect(screen.queryByRole('region', { name: 'Catering Requests' })).not.toBeInTheDocument();
  });

  describe('the wallet history', () => {
    const order = 'abc123de-0000-4000-8000-000000000001';
    const entry = (n: number, kind: string, amount: number, orderUuid: string | null = null) => ({
      uuid: `w-${n}`,
      kind,
      amount,
      description: null,
      created_at: new Date(2025, 2, 12, 14, 60 - n).toISOString(),
      order_uuid: orderUuid,
    });

    it('lists what the balance is made of, newest first: top-ups in, order payments out, refunds in', async () => {
      backend([], {
        'GET /wallet/transactions': {
          body: { success: true, data: [entry(1, 'refund', 232.75, order), entry(2, 'order_payment', -232.75, order), entry(3, 'topup', 300)] },
        },
      });
      await renderDashboard();
      const latest = await screen.findByRole('list', { name: 'Latest wallet movements' });
      expect(within(latest).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Refund for order #ABC123+ ZMW 232.7512 Mar 2025, 14:59',
        'Paid order #ABC123− ZMW 232.7512 Mar 2025, 14:58',
        'Top-up+ ZMW 300.0012 Mar 2025, 14:57',
      ]);
      expect(screen.getByRole('heading', { level: 2, name: 'Wallet history' })).toBeInTheDocument();
    });

    it('shows the latest five, and the earlier ones on a tap', async () => {
      const entries = Array.from({ length: 7 }, (_, index) => entry(index + 1, 'topup', 10 * (index + 1)));
      backend([], { 'GET /wallet/transactions': { body: { success: true, data: entries } } });
      const { user } = await renderDashboard();
      expect(within(await screen.findByRole('list', { name: 'Latest wallet movements' })).getAllByRole('listitem')).toHaveLength(5);
      const earlier = screen.getByText('Earlier movements (2)');
      expect(screen.getByRole('list', { name: 'Earlier wallet movements', hidden: true })).not.toBeVisible();
      await user.click(earlier);
      expect(within(screen.getByRole('list', { name: 'Earlier wallet movements' })).getAllByRole('listitem')).toHaveLength(2);
    });

    it('says there is nothing yet, and leaves the section out when the history cannot be read', async () => {
      backend([]);
      const { unmount } = await renderDashboard();
      expect(await screen.findByText('No top-ups, payments or refunds yet.')).toBeInTheDocument();
      unmount();
      backend([], { 'GET /wallet/transactions': { status: 500, body: { message: 'Server Error' } } });
      await renderDashboard();
      await screen.findByText('ZMW 120.50');
      expect(screen.queryByRole('heading', { name: 'Wallet history' })).not.toBeInTheDocument();
    });

    it('reads the history again when the balance moves, as a top-up paid in the other tab makes it', async () => {
      let balance = '120.50';
      let history = [entry(3, 'topup', 120.5)];
      backend([], {
        'GET /wallet/balance': () => ({ body: { balance } }),
        'GET /wallet/transactions': () => ({ body: { success: true, data: history } }),
      });
      await renderDashboard();
      await screen.findByText('Top-up');
      balance = '170.50';
      history = [entry(1, 'topup', 50), ...history];
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(await screen.findByText('+ ZMW 50.00')).toBeInTheDocument();
      expect(within(card('Balance')).getByText('ZMW 170.50')).toBeInTheDocument();
    });
  });

  it('shows a zero balance when the balance cannot be read', async () => {
    backend([], { 'GET /wallet/balance': { status: 500, body: { message: 'Server Error' } } });
    await renderDashboard();
    expect(await within(card('Balance')).findByText('ZMW 0.00')).toBeInTheDocument();
  });

  it('lists the orders placed, one row each, newest first as the server sends them', async () => {
    backend([
      orderAnswer({ status: 'ontheway', payment_status: 'paid' }),
      orderAnswer({
        uuid: OTHER_UUID,
        status: 'delivered',
        payment_status: 'failed',
        total_price: '85.5',
        created_at: new Date(2025, 1, 3, 10, 0).toISOString(),
        vendor: { name: 'Lusaka Grill', address: 'Levy Mall', phone: null },
      }),
    ]);
    await renderDashboard();
    const list = await screen.findByRole('list', { name: 'Orders Placed' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((item) => item.textContent)).toEqual([
      'Order #ABC123ZMW 322.75Mama Kitchen · 12 Mar 2025On The Way·PaymentPaid',
      'Order #FED987ZMW 85.50Lusaka Grill · 3 Feb 2025Delivered·PaymentFailed',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Order #ABC123' })).toHaveAttribute('href', `/user/orders/${UUID}`);
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Order #FED987' })).toHaveAttribute('href', `/user/orders/${OTHER_UUID}`);
  });

  it('says how each order was handed over and paid', async () => {
    backend([orderAnswer({ order_type: 'pickup', status: 'delivered', payment_status: 'paid', paid_with: 'wallet' })]);
    await renderDashboard();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Picked Up')).toBeInTheDocument();
    expect(within(item).getByText('Paid from wallet')).toBeInTheDocument();
  });

  it("says where each unpaid order's mobile money prompt stands", async () => {
    backend([
      orderAnswer({ payment: promptAnswer() }),
      orderAnswer({ uuid: OTHER_UUID, payment: promptAnswer({ status: 'failed', failure_reason: 'declined' }) }),
    ]);
    await renderDashboard();
    const [waiting, failed] = within(await screen.findByRole('list', { name: 'Orders Placed' })).getAllByRole('listitem');
    expect(within(waiting as HTMLElement).getByText('Approve on phone')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByText('Payment failed')).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    backend([]);
    await renderDashboard();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows from its first render the orders and balance its loader read, without reading them again', async () => {
    const { api } = backend([orderAnswer()]);
    await renderDashboard();
    // On the first render, without waiting.
    expect(screen.getByRole('link', { name: 'Order #ABC123' })).toBeInTheDocument();
    expect(within(card('Balance')).getByText('ZMW 120.50')).toBeInTheDocument();
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
    expect(api.sentTo('GET /orders')).toHaveLength(1);
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(1);
  });

  it('says the orders could not be loaded, and tries again on Retry', async () => {
    let fail = true;
    backend([], { 'GET /orders': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [orderAnswer()] } }) });
    const { user } = await renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading orders');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Order #ABC123' })).toBeInTheDocument();
  });

  describe('Top Up Wallet', () => {
    it("asks for an amount greater than 0 ('Please enter a valid amount'), keeping what was typed", async () => {
      const { api } = backend([]);
      const { user } = await renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Top Up Wallet' });
      const amount = within(dialog).getByLabelText('Amount (ZMW)');
      expect(amount).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid amount');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      for (const typed of ['0', '-5']) {
        await user.clear(amount);
        await user.type(amount, typed);
        await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid amount');
        expect(amount).toHaveValue(Number(typed));
      }
      expect(api.sentTo('POST /wallet/initiate-topup')).toHaveLength(0);
    });

    it('opens the payment page, says so, and watches the balance until the money arrives', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      const tab = { opener: {} as unknown };
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as Window);
      let balance = 120.5;
      const link = 'http://api.test/api/sandbox/topup/ref-9';
      const { api } = backend([], {
        'GET /wallet/balance': () => ({ body: { balance } }),
        'POST /wallet/initiate-topup': { body: { success: true, message: 'Complete the payment to top up', data: { payment_link: link } } },
      });
      const { toast } = await renderDashboard();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await within(card('Balance')).findByText('ZMW 120.50')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      await user.type(screen.getByLabelText('Amount (ZMW)'), '50');
      await user.click(screen.getByRole('button', { name: 'Top Up' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(link, '_blank'));
      expect(tab.opener).toBeNull();
      expect(api.sentTo('POST /wallet/initiate-topup').map((request) => request.body)).toEqual([{ amount: 50 }]);
      expect(toast()).toMatchObject({ message: 'Complete the payment to top up', tone: 'success' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // Paid in the other tab: the balance rises on the next read, then the watch ends.
      balance = 170.5;
      await act(() => jest.advanceTimersByTimeAsync(4000));
      expect(await within(card('Balance')).findByText('ZMW 170.50')).toBeInTheDocument();
      const reads = api.sentTo('GET /wallet/balance').length;
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(api.sentTo('GET /wallet/balance')).toHaveLength(reads);
    });

    it("says 'Topup initiated successfully' when the server sends no message", async () => {
      jest.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
      backend([], { 'POST /wallet/initiate-topup': { body: { success: true, data: { payment_link: 'https://pay.example/x' } } } });
      const { user, toast } = await renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      await user.type(screen.getByLabelText('Amount (ZMW)'), '25.5');
      await user.click(screen.getByRole('button', { name: 'Top Up' }));
      await waitFor(() => expect(toast()).toMatchObject({ message: 'Topup initiated successfully', tone: 'success' }));
    });

    it.each<[string, FakeAnswer, string]>([
      ['a refusal with a message', { body: { success: false, message: 'Top-ups are paused' } }, 'Top-ups are paused'],
      ['a refusal with an error', { body: { success: false, error: 'Amount too large' } }, 'Amount too large'],
      ['a refusal with neither', { body: { success: false } }, 'Failed to initiate topup'],
      ['an HTTP error with an error', { status: 422, body: { success: false, error: 'The amount must be at least 1.' } }, 'The amount must be at least 1.'],
      ['a server failure', { status: 500 }, 'Failed to initiate topup'],
      ['a link that is not http(s)', { body: { success: true, data: { payment_link: 'javascript:alert(1)' } } }, 'Failed to initiate topup'],
      ['a network failure', 'network-error', 'Failed to initiate topup'],
    ])('reports %s', async (_case, answer, message) => {
      const open = jest.spyOn(window, 'open');
      backend([], { 'POST /wallet/initiate-topup': answer });
      const { user, toast } = await renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      const amount = screen.getByLabelText('Amount (ZMW)');
      await user.type(amount, '40');
      await user.click(screen.getByRole('button', { name: 'Top Up' }));
      await waitFor(() => expect(toast()).toMatchObject({ message, tone: 'error' }));
      expect(screen.getByRole('dialog', { name: 'Top Up Wallet' })).toBeInTheDocument();
      expect(amount).toHaveValue(40);
      expect(open).not.toHaveBeenCalled();
    });

    it('opens the dialog in the page: the app asks the server for no other page', async () => {
      backend([]);
      const { user, router } = await renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      expect(await screen.findByRole('dialog', { name: 'Top Up Wallet' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });

    it('says Top Up is at work until the answer comes', async () => {
      let answer: (value: FakeAnswer) => void = () => undefined;
      backend([], { 'POST /wallet/initiate-topup': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
      const { user, toast } = await renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      await user.type(await screen.findByLabelText('Amount (ZMW)'), '40');
      await user.click(screen.getByRole('button', { name: 'Top Up' }));
      const busy = await screen.findByRole('button', { name: 'Processing...' });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      act(() => answer({ body: { success: false, message: 'Top-ups are paused' } }));
      await waitFor(() => expect(toast()).toMatchObject({ message: 'Top-ups are paused', tone: 'error' }));
      expect(screen.getByRole('button', { name: 'Top Up' })).toBeEnabled();
    });

    it('reads the balance again when the customer comes back to the tab', async () => {
      let balance = 10;
      const { api } = backend([], { 'GET /wallet/balance': () => ({ body: { balance } }) });
      await renderDashboard();
      expect(await within(card('Balance')).findByText('ZMW 10.00')).toBeInTheDocument();
      balance = 60;
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(await within(card('Balance')).findByText('ZMW 60.00')).toBeInTheDocument();
      expect(api.sentTo('GET /wallet/balance').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe("live, from the orders' event stream", () => {
    const stream = () => streamTo('/orders/events');

    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      installEventSource();
    });
    afterEach(() => removeEventSource());

    it('shows each change of the list as it comes: a payment approved on the phone is Paid, without reading the orders again', async () => {
      const server = backend([orderAnswer({ payment: promptAnswer() })]);
      await renderDashboard();
      const item = await screen.findByRole('listitem');
      expect(within(item).getByText('Approve on phone')).toBeInTheDocument();
      expect(stream().url).toBe('http://api.test/api/orders/events');
      act(() => stream().send('orders', [orderAnswer({ status: 'processing', payment_status: 'paid', payment: promptAnswer({ status: 'paid' }) })]));
      expect(within(item).getByText('Paid')).toBeInTheDocument();
      expect(within(item).getByText('Preparing')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);
    });

    it('closes the stream once every order is final', async () => {
      backend([orderAnswer({ status: 'ontheway', payment_status: 'paid' })]);
      await renderDashboard();
      await screen.findByRole('link', { name: 'Order #ABC123' });
      expect(stream().closed).toBe(false);
      act(() => stream().send('orders', [orderAnswer({ status: 'delivered', payment_status: 'paid' })]));
      expect(screen.getByText('Delivered')).toBeInTheDocument();
      expect(stream().closed).toBe(true);
    });

    it('reads the orders every 5 seconds instead once the stream cannot open, and stops when the dashboard is gone', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      const { unmount } = await renderDashboard();
      const item = await screen.findByRole('listitem');
      act(() => stream().fail());
      server.update(UUID, { status: 'ontheway' });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(await within(item).findByText('On The Way')).toBeInTheDocument();
      expect(server.api.sentTo('GET /orders')).toHaveLength(2);
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(2);
    });
  });

  describe('live, where the browser has no event streams', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));

    it('follows the statuses in the list every 5 seconds, without a reload', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      await renderDashboard();
      const item = await screen.findByRole('listitem');
      expect(within(item).getByText('Pending')).toBeInTheDocument();
      server.update(UUID, { status: 'ontheway' });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(await within(item).findByText('On The Way')).toBeInTheDocument();
    });

    it('stops once every order is delivered or cancelled', async () => {
      const server = backend([orderAnswer({ status: 'ontheway', payment_status: 'paid' })]);
      await renderDashboard();
      await screen.findByRole('link', { name: 'Order #ABC123' });
      server.update(UUID, { status: 'delivered' });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(await screen.findByText('Delivered')).toBeInTheDocument();
      const reads = server.api.sentTo('GET /orders').length;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(reads);
    });

    it('never polls when every order is already settled', async () => {
      const server = backend([orderAnswer({ status: 'delivered', payment_status: 'paid' })]);
      await renderDashboard();
      await screen.findByRole('link', { name: 'Order #ABC123' });
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);
    });

    it('pauses while the tab is hidden and catches up when it is shown again', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      await renderDashboard();
      await screen.findByRole('link', { name: 'Order #ABC123' });
      act(() => setVisibility('hidden'));
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);

      server.update(UUID, { status: 'processing' });
      act(() => setVisibility('visible'));
      expect(await screen.findByText('Preparing')).toBeInTheDocument();
      expect(server.api.sentTo('GET /orders')).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(3);
    });

    it('never polls after the dashboard is gone', async () => {
      const server = backend([orderAnswer()]);
      const { unmount } = await renderDashboard();
      await screen.findByRole('link', { name: 'Order #ABC123' });
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);
    });
  });
});
