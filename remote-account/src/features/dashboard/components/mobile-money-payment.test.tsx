import type { FakeRequest } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend, orderAnswer, profileAnswer, promptAnswer, resetVisibility, UUID, type Routes } from '../test-support/order-backend';
import { renderOrder } from '../test-support/render-order';

const PROFILE_PHONE = '+260961234567';
const LINK = 'http://api.test/api/sandbox/pay/ref-1';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * An unpaid order with a mobile money payment (a prompt to …4567 waiting, unless said), the
 * customer's profile phone, and a backend where each new prompt replaces the last one (its
 * ending the number's), as the api does.
 */
function promptingBackend({ payment = promptAnswer(), profilePhone = PROFILE_PHONE, routes = {} }: { payment?: ReturnType<typeof promptAnswer>; profilePhone?: string | null; routes?: Routes } = {}) {
  const prompts: FakeRequest[] = [];
  let replace: (phone: string, network?: string) => void = () => undefined;
  const server = backend([orderAnswer({ payment })], {
    'GET /profile': profileAnswer(profilePhone),
    [`POST /payment/${UUID}`]: (request) => {
      const { phone, network } = request.body as { phone?: string; network?: string };
      if (phone) {
        prompts.push(request);
        replace(phone, network);
        return { body: { success: true, type: 'mobile_money', payment_link: null } };
      }
      return { body: { success: true, type: 'link', payment_link: LINK } };
    },
    ...routes,
  });
  replace = (phone, network) => server.update(UUID, { payment: promptAnswer({ reference: `ref-${prompts.length}`, phone_ending: phone.slice(-4), network }) });
  return { ...server, prompts };
}

const status = () => screen.getByRole('status');

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetVisibility();
});

describe('paying an order by mobile money', () => {
  it('while the prompt waits, says to approve it on the phone ending …4567, on MTN MoMo, with the time left each second', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date('2026-03-12T14:05:00Z') });
    promptingBackend();
    await renderOrder();
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('Approve the payment on your phone (…4567)');
    expect(line).toHaveTextContent('MTN MoMo · 2:00 left');
    // The countdown is a timer, which is not read out each second.
    const timer = within(line).getByRole('timer');
    expect(timer).toHaveTextContent('2:00 left');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('1:59 left');
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(timer).toHaveTextContent('1:00 left');
  });

  it('names the other networks by their wallets', async () => {
    promptingBackend({ payment: promptAnswer({ network: 'ZAMTEL' }) });
    await renderOrder();
    expect(await screen.findByRole('status')).toHaveTextContent(/Zamtel Kwacha · \d+:\d\d left$/);
  });

  it('opens the sandbox phone in a new tab, only in the sandbox', async () => {
    const phone = 'http://api.test/api/sandbox/phone/token-1';
    promptingBackend({ payment: promptAnswer({ prompt_url: phone }) });
    const { unmount } = await renderOrder();
    const link = await screen.findByRole('link', { name: 'Open the sandbox phone' });
    expect(link).toHaveAttribute('href', phone);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    unmount();

    promptingBackend();
    await renderOrder();
    await screen.findByRole('status');
    expect(screen.queryByRole('link', { name: 'Open the sandbox phone' })).not.toBeInTheDocument();
  });

  it('resends the prompt to the same number (the profile phone, which ends …4567), under a fresh attempt key each time', async () => {
    const server = promptingBackend();
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Resend the prompt' }));
    await waitFor(() => expect(server.api.sentTo(`GET /orders/${UUID}`)).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Resend the prompt' }));
    await waitFor(() => expect(server.prompts).toHaveLength(2));
    expect(server.prompts.map((request) => request.body)).toEqual([
      { name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money', phone: PROFILE_PHONE, network: 'MTN' },
      { name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money', phone: PROFILE_PHONE, network: 'MTN' },
    ]);
    const keys = server.prompts.map((request) => request.headers.get('idempotency-key'));
    expect(keys).toEqual([expect.stringMatching(UUID_V4), expect.stringMatching(UUID_V4)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says it is sending until the answer comes', async () => {
    let answer: () => void = () => undefined;
    promptingBackend({
      routes: { [`POST /payment/${UUID}`]: () => new Promise((resolve) => (answer = () => resolve({ body: { success: true, type: 'mobile_money' } }))) },
    });
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Resend the prompt' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => answer());
    expect(await screen.findByRole('button', { name: 'Resend the prompt' })).toBeEnabled();
  });

  it('sends the prompt to another number under Change number, then follows it and resends to that number', async () => {
    const server = promptingBackend();
    const { user } = await renderOrder();
    const change = await screen.findByRole('button', { name: 'Change number' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Mobile money number' })).not.toBeInTheDocument();

    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '077 765 4321');
    await user.click(screen.getByRole('button', { name: 'Send prompt' }));
    await waitFor(() => expect(status()).toHaveTextContent('Approve the payment on your phone (…4321)'));
    expect(status()).toHaveTextContent(/Airtel Money · \d+:\d\d left$/);
    expect(screen.queryByRole('textbox', { name: 'Mobile money number' })).not.toBeInTheDocument();
    expect(server.prompts[0]?.body).toMatchObject({ method: 'mobile_money', phone: '+260777654321', network: 'AIRTEL' });

    await user.click(screen.getByRole('button', { name: 'Resend the prompt' }));
    await waitFor(() => expect(server.prompts).toHaveLength(2));
    expect(server.prompts[1]?.body).toMatchObject({ phone: '+260777654321', network: 'AIRTEL' });
  });

  it('says at the field a number no prompt can go to, keeping it, and asks the api nothing', async () => {
    const server = promptingBackend();
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    const field = screen.getByRole('textbox', { name: 'Mobile money number' });
    await user.type(field, '0971234');
    await user.click(screen.getByRole('button', { name: 'Send prompt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a Zambian mobile money number, such as 097 1234567.');
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('0971234');
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.prompts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.queryByRole('textbox', { name: 'Mobile money number' })).not.toBeInTheDocument();
  });

  it("asks for the number when the page knows none the prompt went to (the profile's is another)", async () => {
    const server = promptingBackend({ profilePhone: '+260970000000' });
    const { user } = await renderOrder();
    await screen.findByRole('status');
    expect(screen.queryByRole('button', { name: 'Resend the prompt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change number' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0964567890');
    await user.click(screen.getByRole('button', { name: 'Send prompt' }));
    await waitFor(() => expect(status()).toHaveTextContent('(…7890)'));
    expect(server.prompts[0]?.body).toMatchObject({ phone: '+260964567890', network: 'MTN' });
    expect(screen.getByRole('button', { name: 'Resend the prompt' })).toBeInTheDocument();
  });

  it('pays another way: Pay Now, at the payment page', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    const server = promptingBackend();
    const { user } = await renderOrder();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    const another = await screen.findByRole('button', { name: 'Pay another way' });
    await user.click(another);
    expect(another).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINK, '_blank'));
    expect(server.api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com' }]);
  });

  it.each([
    ['declined', 'The payment did not go through: you declined it on your phone.'],
    ['insufficient_funds', 'The payment did not go through: there was not enough money in your mobile money wallet.'],
    ['provider_unavailable', 'The payment did not go through: the mobile money network could not be reached.'],
  ])('says why a failed payment (%s) did not go through, with Try again, Change number and Pay another way', async (reason, sentence) => {
    const server = promptingBackend({ payment: promptAnswer({ status: 'failed', failure_reason: reason }) });
    const { user } = await renderOrder();
    expect(await screen.findByRole('status')).toHaveTextContent(sentence);
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('Approve the payment on your phone (…4567)'));
    expect(server.prompts[0]?.body).toMatchObject({ phone: PROFILE_PHONE, network: 'MTN' });
  });

  it('says when the prompt expired, with the same choices', async () => {
    promptingBackend({ payment: promptAnswer({ status: 'expired' }) });
    await renderOrder();
    expect(await screen.findByRole('status')).toHaveTextContent('The prompt expired before it was approved.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
  });

  it('shows a paid order as Paid in its status line, with nothing left to do', async () => {
    promptingBackend({ payment: promptAnswer({ status: 'paid', provider_reference: 'MP260312.1405.A1' }) });
    await renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('status')).toHaveTextContent(/^Paid$/);
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
    expect(within(payment).queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('shows an order paid at the payment link as Paid, whatever its last prompt', async () => {
    backend([orderAnswer({ payment_status: 'paid', payment: promptAnswer({ status: 'expired' }) })]);
    await renderOrder();
    expect(await screen.findByRole('status')).toHaveTextContent(/^Paid$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('The prompt expired before it was approved.')).not.toBeInTheDocument();
  });

  describe('before the app is in', () => {
    it('has plain forms the page answers: each prompt form posts its intent to the page', async () => {
      promptingBackend();
      await renderOrder();
      const resend = (await screen.findByRole('button', { name: 'Resend the prompt' })).closest('form');
      expect(resend).toHaveAttribute('method', 'post');
      expect(resend).toHaveAttribute('action', `/user/orders/${UUID}`);
      expect(resend?.querySelector('input[name="intent"]')).toHaveValue('resend-prompt');
      expect(resend?.querySelector('input[name="phone"]')).toHaveValue(PROFILE_PHONE);
      expect(resend?.querySelector('input[name="network"]')).toHaveValue('MTN');
      const change = screen.getByRole('button', { name: 'Change number' });
      expect(change).toHaveAttribute('type', 'submit');
      expect(change).toHaveAttribute('name', 'open');
      expect(change).toHaveAttribute('value', 'change-number');
      expect(change.closest('form')).toHaveAttribute('method', 'get');
    });

    it.each([
      ['?open=change-number', 'textbox', 'Mobile money number'],
      ['?open=pay-another-way', 'button', 'Pay Now'],
    ])('shows what %s asks for', async (search, role, name) => {
      promptingBackend();
      await renderOrder(UUID, { search });
      expect(await screen.findByRole(role, { name })).toBeInTheDocument();
    });
  });
});

describe('a waiting prompt and the clock', () => {
  it('counts down to Expiring now once its time is up', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date('2026-03-12T14:05:00Z') });
    promptingBackend({ payment: promptAnswer({ expires_at: '2026-03-12T14:05:03Z' }) });
    await renderOrder();
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('0:03 left');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(timer).toHaveTextContent('Expiring now');
  });
});
