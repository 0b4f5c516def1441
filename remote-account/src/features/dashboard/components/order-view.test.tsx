import { type FakeAnswer } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installEventSource, removeEventSource, streamTo } from '../test-support/fake-event-source';
import { backend, orderAnswer, OTHER_UUID, promptAnswer, receiptAnswer, resetVisibility, UUID } from '../test-support/order-backend';
import { renderOrder } from '../test-support/render-order';

const progress = () => screen.findByRole('list', { name: 'Order progress' });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetVisibility();
});

describe('the order page', () => {
  it('shows the order: tracker, payment, meals, totals, address and instructions, and the way back', async () => {
    backend([orderAnswer({ status: 'processing', payment_status: 'paid', instructions: 'Gate 4' })]);
    await renderOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #ABC123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/user/dashboard');
    expect(within(await progress()).getByText('Preparing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Nshima with beef2ZMW 85.00']);
    expect(screen.getByLabelText('Order totals')).toHaveTextContent(
      'SubtotalZMW 170.00TaxZMW 12.75Delivery feeZMW 90.00Handling feeZMW 50.00TipZMW 0.00TotalZMW 322.75',
    );
    expect(screen.getByText('Delivery address: Kabulonga, Lusaka')).toBeInTheDocument();
    expect(screen.getByText('Instructions: Gate 4')).toBeInTheDocument();
  });

  it("shows where a delivery goes to the door: the house line with the address, and the rider's instructions", async () => {
    backend([
      orderAnswer({
        status: 'ontheway',
        payment_status: 'paid',
        delivery_address: 'Plot 12, Kabulonga, Lusaka',
        delivery_instructions: 'Blue gate opposite the school',
      }),
    ]);
    await renderOrder();
    expect(await screen.findByText('Delivery address: Plot 12, Kabulonga, Lusaka')).toBeInTheDocument();
    expect(screen.getByText('For the rider: Blue gate opposite the school')).toBeInTheDocument();
  });

  it('tracks a pickup order without an On The Way stage, and offers no rider to call', async () => {
    backend([orderAnswer({ order_type: 'pickup', status: 'processing', payment_status: 'paid', delivery_address: null })]);
    await renderOrder();
    const stages = within(await progress()).getAllByRole('listitem').map((item) => item.textContent);
    expect(stages).toEqual(['Pending (done)', 'Preparing', 'Picked Up']);
    expect(screen.queryByText('On The Way')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call vendor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call rider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call rider' })).not.toBeInTheDocument();
  });

  it("says 'Error loading order details' when the order cannot be read", async () => {
    backend([orderAnswer()], { [`GET /orders/${UUID}`]: { status: 500, body: { message: 'Server Error' } } });
    await renderOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading order details');
  });

  it('pays a pending order with the customer’s name and e-mail, opens the payment page and reads the order again', async () => {
    const tab = { opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as Window);
    const link = 'http://api.test/api/sandbox/pay/ref-1';
    const { api } = backend([orderAnswer()], { [`POST /payment/${UUID}`]: { body: { type: 'link', payment_link: link } } });
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(api.sentTo(`GET /orders/${UUID}`)).toHaveLength(2));
    expect(api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com' }]);
    expect(api.sentTo(`POST /payment/${UUID}`)[0]?.headers.get('authorization')).toBe('Bearer test-token');
    await waitFor(() => expect(open).toHaveBeenCalledWith(link, '_blank'));
    expect(tab.opener).toBeNull();
  });

  it('is a form the page answers before the app is in, and says it is working until the answer comes', async () => {
    jest.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    let answer: (value: FakeAnswer) => void = () => undefined;
    backend([orderAnswer()], { [`POST /payment/${UUID}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { user } = await renderOrder();
    const button = await screen.findByRole('button', { name: 'Pay Now' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[type="hidden"][name="intent"]')).toHaveValue('pay-order');

    await user.click(button);
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => answer({ body: { type: 'link', payment_link: 'http://api.test/api/sandbox/pay/ref-2' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
  });

  it("says 'Error processing payment' when the payment does not start, and still reads the order again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = jest.spyOn(window, 'open');
    const { api } = backend([orderAnswer()], { [`POST /payment/${UUID}`]: { status: 500, body: { message: 'Server Error' } } });
    const { user, toast } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(toast()).toMatchObject({ message: 'Error processing payment', tone: 'error' }));
    await waitFor(() => expect(api.sentTo(`GET /orders/${UUID}`)).toHaveLength(2));
    expect(open).not.toHaveBeenCalled();
  });

  describe('the receipt', () => {
    it('is what a paid order shows for its meals: the lines, the totals, when and how it was paid, and the reference', async () => {
      backend([orderAnswer({ status: 'processing', payment_status: 'paid', paid_with: 'mobile_money', receipt: receiptAnswer() })]);
      await renderOrder();
      const receipt = await screen.findByRole('region', { name: 'Receipt' });
      expect(within(receipt).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Nshima with beef2ZMW 85.00']);
      expect(within(receipt).getByLabelText('Order totals')).toHaveTextContent(
        'SubtotalZMW 170.00TaxZMW 12.75Delivery feeZMW 90.00Handling feeZMW 50.00TipZMW 0.00TotalZMW 322.75',
      );
      expect(within(receipt).getByLabelText('Payment')).toHaveTextContent('Paid on12 Mar 2025, 14:07Paid withAirtel Money (…4567)ReferenceSBX-7F3K2P9Q');
      expect(screen.queryByRole('region', { name: 'Items' })).not.toBeInTheDocument();
    });

    it('prints, on the press of Print receipt', async () => {
      const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
      backend([orderAnswer({ payment_status: 'paid', paid_with: 'wallet', receipt: receiptAnswer({ paid_with: 'wallet', reference: 'w-1', network: null, phone_ending: null }) })]);
      const { user } = await renderOrder();
      const receipt = await screen.findByRole('region', { name: 'Receipt' });
      expect(within(receipt).getByLabelText('Payment')).toHaveTextContent('Paid withZamEats wallet');
      await user.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
      expect(print).toHaveBeenCalledTimes(1);
    });

    it('is not there while the order is unpaid', async () => {
      backend([orderAnswer()]);
      await renderOrder();
      expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    });
  });

  describe('paying from the wallet', () => {
    it('is offered beside Pay Now when the balance covers the order, and pays it: the page then shows the receipt', async () => {
      const { api, update } = backend([orderAnswer()], {
        'GET /wallet/balance': { body: { balance: '400.00' } },
        [`POST /payment/${UUID}`]: () => {
          update(UUID, { payment_status: 'paid', paid_with: 'wallet', receipt: receiptAnswer({ paid_with: 'wallet', reference: 'w-1', network: null, phone_ending: null }) });
          return { body: { success: true, type: 'wallet', payment_link: null, message: 'Paid from your wallet.' } };
        },
      });
      const { user, toast } = await renderOrder();
      const button = await screen.findByRole('button', { name: 'Pay from my wallet (ZMW 400.00)' });
      expect(button.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('pay-from-wallet');
      await user.click(button);
      await waitFor(() => expect(toast()).toMatchObject({ message: 'Paid from your wallet.', tone: 'success' }));
      expect(api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com', method: 'wallet' }]);
      expect(await screen.findByRole('region', { name: 'Receipt' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Pay from my wallet/ })).not.toBeInTheDocument();
    });

    it('is not offered when the balance does not cover the order', async () => {
      backend([orderAnswer()]);
      await renderOrder();
      expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Pay from my wallet/ })).not.toBeInTheDocument();
    });

    it("says the api's reason when the wallet cannot pay after all", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const reason = 'Your wallet balance (ZMW 10.00) does not cover this order (ZMW 322.75). Top up your wallet or pay by link.';
      backend([orderAnswer()], {
        'GET /wallet/balance': { body: { balance: '400.00' } },
        [`POST /payment/${UUID}`]: { status: 409, body: { success: false, message: reason } },
      });
      const { user, toast } = await renderOrder();
      await user.click(await screen.findByRole('button', { name: 'Pay from my wallet (ZMW 400.00)' }));
      await waitFor(() => expect(toast()).toMatchObject({ message: reason, tone: 'error' }));
    });
  });

  it('calls the vendor and an assigned rider by phone', async () => {
    backend([orderAnswer({ status: 'ontheway', payment_status: 'paid', rider: { name: 'Chanda Phiri', phone: '0977 000 111' } })]);
    await renderOrder();
    expect(await screen.findByRole('link', { name: 'Call vendor' })).toHaveAttribute('href', 'tel:+260971234567');
    expect(screen.getByRole('link', { name: 'Call rider' })).toHaveAttribute('href', 'tel:0977000111');
  });

  it('says when there is no number to call', async () => {
    backend([orderAnswer({ uuid: OTHER_UUID, vendor: { name: 'Lusaka Grill', address: 'Levy Mall', phone: null }, rider: { name: 'Chanda', phone: null } })]);
    const { user, toast } = await renderOrder(OTHER_UUID);
    await user.click(await screen.findByRole('button', { name: 'Call vendor' }));
    const first = toast();
    expect(first?.message).toBe('No phone number available');
    await user.click(screen.getByRole('button', { name: 'Call rider' }));
    expect(toast()).toMatchObject({ message: 'No phone number available' });
    expect(toast()?.id).not.toBe(first?.id);
  });

  describe("live, from the order's event stream", () => {
    const stream = () => streamTo(`/orders/${UUID}/events`);

    beforeEach(() => installEventSource());
    afterEach(() => removeEventSource());

    it("opens the order's stream with the session's cookie, and turns with each event without reading the order again", async () => {
      const server = backend([orderAnswer({ payment: promptAnswer() })]);
      await renderOrder();
      expect(await screen.findByRole('status')).toHaveTextContent('Approve the payment on your phone (…4567)');
      expect(stream().url).toBe(`http://api.test/api/orders/${UUID}/events`);
      expect(stream().init).toEqual({ withCredentials: true });

      act(() => stream().send('order', orderAnswer({ payment: promptAnswer({ status: 'failed', failure_reason: 'insufficient_funds' }) })));
      expect(screen.getByRole('status')).toHaveTextContent('The payment did not go through: there was not enough money in your mobile money wallet.');

      const line = screen.getByRole('status');
      act(() => stream().send('order', orderAnswer({ status: 'processing', payment_status: 'paid', payment: promptAnswer({ status: 'paid' }) })));
      const payment = screen.getByRole('region', { name: 'Payment' });
      // The same status line says it, so a screen reader announces it.
      expect(within(payment).getByRole('status')).toBe(line);
      expect(line).toHaveTextContent(/^Paid$/);
      expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
      expect(within(await progress()).getByText('Preparing').closest('li')).toHaveAttribute('aria-current', 'step');
      expect(server.api.sentTo(`GET /orders/${UUID}`)).toHaveLength(1);
    });

    it('closes the stream once the order is final: delivered and paid', async () => {
      backend([orderAnswer({ status: 'ontheway', payment_status: 'paid' })]);
      await renderOrder();
      const steps = await progress();
      expect(stream().closed).toBe(false);
      act(() => stream().send('order', orderAnswer({ status: 'delivered', payment_status: 'paid' })));
      expect(within(steps).getByText('Delivered').closest('li')).toHaveAttribute('aria-current', 'step');
      expect(stream().closed).toBe(true);
    });

    it('keeps a cancelled order open while a prompt of it still waits, and opens none for a final order', async () => {
      backend([orderAnswer({ status: 'cancelled', payment: promptAnswer() })]);
      const { unmount } = await renderOrder();
      await progress();
      expect(stream().closed).toBe(false);
      unmount();
      expect(stream().closed).toBe(true);

      backend([orderAnswer({ uuid: OTHER_UUID, status: 'delivered', payment_status: 'paid' })]);
      await renderOrder(OTHER_UUID);
      await progress();
      expect(() => streamTo(`/orders/${OTHER_UUID}/events`)).toThrow('No stream');
    });

    it('never polls while the stream is open', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      const server = backend([orderAnswer({ payment: promptAnswer() })]);
      await renderOrder();
      await screen.findByRole('status');
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo(`GET /orders/${UUID}`)).toHaveLength(1);
    });

    it('reads the order every 5 seconds instead once the stream cannot open', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      const server = backend([orderAnswer({ payment: promptAnswer() })]);
      await renderOrder();
      await screen.findByRole('status');
      act(() => stream().fail());
      server.update(UUID, { payment_status: 'paid', payment: promptAnswer({ status: 'paid' }) });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(server.api.sentTo(`GET /orders/${UUID}`)).toHaveLength(2);
      expect(await within(screen.getByRole('region', { name: 'Payment' })).findByText('Paid')).toBeInTheDocument();
    });
  });

  describe('live, where the browser has no event streams', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));

    it('follows the order every 5 seconds while it can move, and offers the rider once one is assigned', async () => {
      const server = backend([orderAnswer({ payment_status: 'paid' })]);
      await renderOrder();
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const steps = await progress();
      expect(within(steps).getByText('Pending').closest('li')).toHaveAttribute('aria-current', 'step');
      expect(screen.queryByRole('link', { name: 'Call rider' })).not.toBeInTheDocument();

      server.update(UUID, { status: 'ontheway', rider: { name: 'Chanda Phiri', phone: '0977000111' } });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(within(steps).getByText('On The Way').closest('li')).toHaveAttribute('aria-current', 'step'));
      expect(screen.getByRole('link', { name: 'Call rider' })).toHaveAttribute('href', 'tel:0977000111');

      server.update(UUID, { status: 'delivered' });
      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(within(steps).getByText('Delivered').closest('li')).toHaveAttribute('aria-current', 'step'));
      const reads = server.api.sentTo(`GET /orders/${UUID}`).length;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(server.api.sentTo(`GET /orders/${UUID}`)).toHaveLength(reads);
    });
  });
});
