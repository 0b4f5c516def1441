import { addToCartAtom, startEarlyReads, toastAtom } from '@storefront/shared';
import { fakeApi, mealFixture, renderWithProviders, setTestSession, type FakeAnswer } from '@storefront/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Dashboard } from './dashboard';

const UUID = 'abc123de-0000-4000-8000-000000000001';
const OTHER_UUID = 'fed987aa-0000-4000-8000-000000000002';

interface OrderAnswer {
  uuid: string;
  status: string;
  payment_status: string;
  [field: string]: unknown;
}

/** An order as the reference backend answers it. */
function orderAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return {
    uuid: UUID,
    order_type: 'delivery',
    status: 'pending',
    payment_status: 'pending',
    total_price: 322.75,
    subtotal: 170,
    tax: 12.75,
    delivery_fee: 90,
    handling_fee: 50,
    tip: 0,
    created_at: new Date(2025, 2, 12, 14, 5).toISOString(),
    vendor: { name: 'Mama Kitchen', address: 'Cairo Road, Lusaka', phone: '+260 97 1234567' },
    rider: null,
    order_products: [{ name: 'Nshima with beef', quantity: 2, price: 85 }],
    delivery_address: 'Kabulonga, Lusaka',
    instructions: null,
    ...overrides,
  };
}

type Routes = Parameters<typeof fakeApi>[0];

/** A backend whose orders can change between calls, as the real one's do on its timer. */
function backend(initial: OrderAnswer[], routes: Routes = {}) {
  let orders = initial;
  const api = fakeApi({
    'GET /wallet/balance': { body: { balance: '120.50' } },
    'GET /orders': () => ({ body: { success: true, data: orders } }),
    ...Object.fromEntries(
      initial.map((order) => [
        `GET /orders/${order.uuid}`,
        (): FakeAnswer => {
          const current = orders.find((candidate) => candidate.uuid === order.uuid);
          return current ? { body: { success: true, data: { order: current } } } : { status: 404, body: { message: 'Not found' } };
        },
      ]),
    ),
    ...routes,
  });
  return {
    api,
    update(uuid: string, changes: Partial<OrderAnswer>) {
      orders = orders.map((order) => (order.uuid === uuid ? { ...order, ...changes } : order));
    },
  };
}

function renderDashboard({ pollIntervalMs }: { pollIntervalMs?: number } = {}) {
  const store = createStore();
  setTestSession(store);
  const rendered = renderWithProviders(<Dashboard pollIntervalMs={pollIntervalMs} />, { store, route: '/user/dashboard' });
  const toast = () => store.get(toastAtom);
  return { ...rendered, toast };
}

async function openOrder(user: ReturnType<typeof userEvent.setup>, shortId = 'ABC123') {
  await user.click(await screen.findByRole('button', { name: `View order ${shortId}` }));
  return screen.findByRole('dialog', { name: `Order ${shortId}` });
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

/** Sets what document.visibilityState answers and tells the page, as a browser does when the tab is switched. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  // setVisibility's own property would otherwise shadow the prototype's getter in later tests.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the dashboard', () => {
  it('greets the customer by the local time with the first name', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date(2025, 2, 12, 17, 59) });
    backend([]);
    renderDashboard();
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
    renderWithProviders(<Dashboard />, { store });
    expect(await within(card('Balance')).findByText('ZMW 120.50')).toBeInTheDocument();
    expect(within(card('Cart Count')).getByText('3')).toBeInTheDocument();
    expect(within(card('Bonus Earned')).getByText('0')).toBeInTheDocument();
    expect(within(card('Referral Count')).getByText('0')).toBeInTheDocument();
  });

  it('shows a zero balance when the balance cannot be read', async () => {
    backend([], { 'GET /wallet/balance': { status: 500, body: { message: 'Server Error' } } });
    renderDashboard();
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
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Orders Placed' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['ABC123', '12 Mar 2025', 'Mama Kitchen', 'ZMW 322.75', 'On The Way', 'Paid'],
      ['FED987', '3 Feb 2025', 'Lusaka Grill', 'ZMW 85.50', 'Delivered', 'failed'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'View order ABC123' })).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    backend([]);
    renderDashboard();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows from its first render the orders and balance the host read with the page, without reading them again', async () => {
    const { api } = backend([orderAnswer()]);
    const store = createStore();
    setTestSession(store);
    await startEarlyReads('/user/dashboard');
    renderWithProviders(<Dashboard />, { store, route: '/user/dashboard' });
    // On the first render, without waiting.
    expect(screen.getByRole('button', { name: 'View order ABC123' })).toBeInTheDocument();
    expect(within(card('Balance')).getByText('ZMW 120.50')).toBeInTheDocument();
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
    expect(api.sentTo('GET /orders')).toHaveLength(1);
    expect(api.sentTo('GET /wallet/balance')).toHaveLength(1);
  });

  it('says the orders could not be loaded, and tries again on Retry', async () => {
    let fail = true;
    backend([], { 'GET /orders': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [orderAnswer()] } }) });
    const { user } = renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading orders');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'View order ABC123' })).toBeInTheDocument();
  });

  it('opens an order: tracker, payment, meals, totals, address and instructions', async () => {
    backend([orderAnswer({ status: 'processing', payment_status: 'paid', instructions: 'Gate 4' })]);
    const { user } = renderDashboard();
    const dialog = await openOrder(user);
    const progress = await within(dialog).findByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Preparing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByText('Paid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    const items = within(dialog).getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Nshima with beef2ZMW 85.00']);
    const totals = within(dialog).getByLabelText('Order totals');
    expect(totals).toHaveTextContent('SubtotalZMW 170.00TaxZMW 12.75Delivery feeZMW 90.00Handling feeZMW 50.00TipZMW 0.00TotalZMW 322.75');
    expect(within(dialog).getByText('Delivery address: Kabulonga, Lusaka')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructions: Gate 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order ABC123' })).toHaveFocus();
  });

  it("says 'Error loading order details' when the order cannot be read", async () => {
    backend([orderAnswer()], { [`GET /orders/${UUID}`]: { status: 500, body: { message: 'Server Error' } } });
    const { user } = renderDashboard();
    const dialog = await openOrder(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error loading order details');
  });

  it('pays a pending order with the customer’s name and e-mail, opens the payment page and reads the orders again', async () => {
    const tab = { opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as Window);
    const link = 'http://api.test/api/sandbox/pay/ref-1';
    const { api } = backend([orderAnswer()], { [`POST /payment/${UUID}`]: { body: { type: 'link', payment_link: link } } });
    const { user } = renderDashboard();
    const dialog = await openOrder(user);
    const before = api.sentTo('GET /orders').length;
    await user.click(await within(dialog).findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(api.sentTo('GET /orders').length).toBeGreaterThan(before));
    expect(api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com' }]);
    expect(api.sentTo(`POST /payment/${UUID}`)[0]?.headers.get('authorization')).toBe('Bearer test-token');
    expect(open).toHaveBeenCalledWith(link, '_blank');
    expect(tab.opener).toBeNull();
  });

  it("says 'Error processing payment' when the payment does not start, and still reads the orders again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = jest.spyOn(window, 'open');
    const { api } = backend([orderAnswer()], { [`POST /payment/${UUID}`]: { status: 500, body: { message: 'Server Error' } } });
    const { user, toast } = renderDashboard();
    const dialog = await openOrder(user);
    const before = api.sentTo('GET /orders').length;
    await user.click(await within(dialog).findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(toast()).toMatchObject({ message: 'Error processing payment', tone: 'error' }));
    await waitFor(() => expect(api.sentTo('GET /orders').length).toBeGreaterThan(before));
    expect(open).not.toHaveBeenCalled();
  });

  it('calls the vendor and rider by phone, and says when there is no number', async () => {
    backend([
      orderAnswer({ status: 'ontheway', payment_status: 'paid', rider: { name: 'Chanda Phiri', phone: '0977 000 111' } }),
      orderAnswer({ uuid: OTHER_UUID, vendor: { name: 'Lusaka Grill', address: 'Levy Mall', phone: null }, rider: null }),
    ]);
    const { user, toast } = renderDashboard();
    let dialog = await openOrder(user);
    expect(await within(dialog).findByRole('link', { name: 'Call vendor' })).toHaveAttribute('href', 'tel:+260971234567');
    expect(within(dialog).getByRole('link', { name: 'Call rider' })).toHaveAttribute('href', 'tel:0977000111');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openOrder(user, 'FED987');
    await user.click(await within(dialog).findByRole('button', { name: 'Call vendor' }));
    const first = toast();
    expect(first?.message).toBe('No phone number available');
    await user.click(within(dialog).getByRole('button', { name: 'Call rider' }));
    expect(toast()).toMatchObject({ message: 'No phone number available' });
    expect(toast()?.id).not.toBe(first?.id);
  });

  describe('Top Up Wallet', () => {
    it("asks for an amount greater than 0 ('Please enter a valid amount'), keeping what was typed", async () => {
      const { api } = backend([]);
      const { user } = renderDashboard();
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
      const { toast } = renderDashboard();
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
      const { user, toast } = renderDashboard();
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
      const { user, toast } = renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      const amount = screen.getByLabelText('Amount (ZMW)');
      await user.type(amount, '40');
      await user.click(screen.getByRole('button', { name: 'Top Up' }));
      await waitFor(() => expect(toast()).toMatchObject({ message, tone: 'error' }));
      expect(screen.getByRole('dialog', { name: 'Top Up Wallet' })).toBeInTheDocument();
      expect(amount).toHaveValue(40);
      expect(open).not.toHaveBeenCalled();
    });

    it('reads the balance again when the customer comes back to the tab', async () => {
      let balance = 10;
      const { api } = backend([], { 'GET /wallet/balance': () => ({ body: { balance } }) });
      renderDashboard();
      expect(await within(card('Balance')).findByText('ZMW 10.00')).toBeInTheDocument();
      balance = 60;
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(await within(card('Balance')).findByText('ZMW 60.00')).toBeInTheDocument();
      expect(api.sentTo('GET /wallet/balance').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('live tracking', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));

    it('follows the status in the table and the open detail every 5 seconds, without a reload', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      renderDashboard();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const dialog = await openOrder(user);
      const progress = await within(dialog).findByRole('list', { name: 'Order progress' });
      expect(within(progress).getByText('Pending').closest('li')).toHaveAttribute('aria-current', 'step');

      server.update(UUID, { status: 'ontheway', rider: { name: 'Chanda Phiri', phone: '0977000111' } });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(within(progress).getByText('On The Way').closest('li')).toHaveAttribute('aria-current', 'step'));
      expect(within(dialog).getByRole('link', { name: 'Call rider' })).toHaveAttribute('href', 'tel:0977000111');
      const row = screen.getByRole('button', { name: 'View order ABC123', hidden: true }).closest('tr') as HTMLElement;
      expect(within(row).getByText('On The Way')).toBeInTheDocument();
    });

    it('stops once every order is delivered or cancelled', async () => {
      const server = backend([orderAnswer({ status: 'ontheway', payment_status: 'paid' })]);
      renderDashboard();
      await screen.findByRole('button', { name: 'View order ABC123' });
      server.update(UUID, { status: 'delivered' });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(await screen.findByText('Delivered')).toBeInTheDocument();
      const reads = server.api.sentTo('GET /orders').length;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(reads);
    });

    it('never polls when every order is already settled', async () => {
      const server = backend([orderAnswer({ status: 'delivered', payment_status: 'paid' })]);
      renderDashboard();
      await screen.findByRole('button', { name: 'View order ABC123' });
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);
    });

    it('pauses while the tab is hidden and catches up when it is shown again', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      renderDashboard();
      await screen.findByRole('button', { name: 'View order ABC123' });
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
      const { unmount } = renderDashboard();
      await screen.findByRole('button', { name: 'View order ABC123' });
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(server.api.sentTo('GET /orders')).toHaveLength(1);
    });
  });
});
