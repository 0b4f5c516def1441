import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { orderAction } from './order-action';

const UUID = 'abc123de-0000-4000-8000-000000000001';
const LINK = 'http://api.test/api/sandbox/pay/ref-1';

/** Pay Now as a browser sends it from the order's page. */
const sent = (fields: Record<string, string>, id = UUID) => ({
  request: new Request(`http://shop.test/user/orders/${id}`, { method: 'POST', body: new URLSearchParams(fields) }),
  params: { id },
});

beforeEach(() => setTestSession(createStore()));
afterEach(() => jest.restoreAllMocks());

describe('orderAction: Pay Now', () => {
  it("sent as a plain form, starts the payment with the customer's name and e-mail and goes to the payment page", async () => {
    const api = fakeApi({ [`POST /payment/${UUID}`]: { body: { type: 'link', payment_link: LINK } } });
    const answer = await orderAction(sent({ intent: 'pay-order' }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(LINK);
    expect(api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com' }]);
    expect(api.sentTo(`POST /payment/${UUID}`)[0]?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('sent by the running app, stays and says where to pay', async () => {
    fakeApi({ [`POST /payment/${UUID}`]: { body: { type: 'link', payment_link: LINK } } });
    await expect(orderAction(sent({ intent: 'pay-order', then: 'stay' }))).resolves.toEqual({ intent: 'pay-order', ok: true, paymentLink: LINK });
  });

  it('stays on the order when the payment needs no payment page', async () => {
    fakeApi({ [`POST /payment/${UUID}`]: { body: { type: 'wallet' } } });
    await expect(orderAction(sent({ intent: 'pay-order' }))).resolves.toEqual({ intent: 'pay-order', ok: true, paymentLink: null });
  });

  it("says 'Error processing payment' when the payment does not start, and goes nowhere", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [`POST /payment/${UUID}`]: { status: 500, body: { message: 'Server Error' } } });
    await expect(orderAction(sent({ intent: 'pay-order' }))).resolves.toEqual({ intent: 'pay-order', ok: false, message: 'Error processing payment' });
  });

  it('asks the api nothing without a session, and says the payment did not start', async () => {
    setTestSession(createStore(), null);
    const api = fakeApi({});
    await expect(orderAction(sent({ intent: 'pay-order' }))).resolves.toEqual({ intent: 'pay-order', ok: false, message: 'Error processing payment' });
    expect(api.requests).toHaveLength(0);
  });

  it('answers an address that is no order with a 404, and a form it does not know with a 400', async () => {
    const api = fakeApi({});
    await expect(orderAction(sent({ intent: 'pay-order' }, 'not-an-order'))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(orderAction(sent({ intent: 'other' }))).rejects.toMatchObject({ init: { status: 400 } });
    expect(api.requests).toHaveLength(0);
  });
});

describe('orderAction: Pay from my wallet', () => {
  it('pays the order from the wallet, the same as a plain form or from the running app', async () => {
    const api = fakeApi({ [`POST /payment/${UUID}`]: { body: { success: true, type: 'wallet', payment_link: null } } });
    await expect(orderAction(sent({ intent: 'pay-from-wallet' }))).resolves.toEqual({ intent: 'pay-from-wallet', ok: true });
    expect(api.sentTo(`POST /payment/${UUID}`).map((request) => request.body)).toEqual([{ name: 'Mwila Banda', email: 'mwila@example.com', method: 'wallet' }]);
  });

  it("says the api's reason when the balance falls short", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'Your wallet balance (ZMW 10.00) does not cover this order (ZMW 322.75). Top up your wallet or pay by link.';
    fakeApi({ [`POST /payment/${UUID}`]: { status: 409, body: { success: false, message: reason } } });
    await expect(orderAction(sent({ intent: 'pay-from-wallet' }))).resolves.toEqual({ intent: 'pay-from-wallet', ok: false, message: reason });
  });
});

describe('orderAction: a new mobile money prompt', () => {
  const KEY = '0b6f4e1c-8f0e-4b43-9d76-0c3f2a1b9e77';
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const prompted = { body: { success: true, type: 'mobile_money', payment_link: null } };

  it('resends the prompt to the same number on its network, under the attempt key the page made', async () => {
    const api = fakeApi({ [`POST /payment/${UUID}`]: prompted });
    await expect(orderAction(sent({ intent: 'resend-prompt', phone: '+260961234567', network: 'MTN', attempt: KEY }))).resolves.toEqual({
      intent: 'resend-prompt',
      ok: true,
      phone: '+260961234567',
      network: 'MTN',
    });
    const [request] = api.sentTo(`POST /payment/${UUID}`);
    expect(request?.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money', phone: '+260961234567', network: 'MTN' });
    expect(request?.headers.get('idempotency-key')).toBe(KEY);
    expect(request?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('makes a fresh attempt key on the server for a form sent without scripts, a new one each time', async () => {
    const api = fakeApi({ [`POST /payment/${UUID}`]: prompted });
    await orderAction(sent({ intent: 'resend-prompt', phone: '+260961234567', network: 'MTN' }));
    await orderAction(sent({ intent: 'resend-prompt', phone: '+260961234567', network: 'MTN' }));
    const keys = api.sentTo(`POST /payment/${UUID}`).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toEqual([expect.stringMatching(UUID_V4), expect.stringMatching(UUID_V4)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the prompt to a number typed any usual way, on the network the number belongs to, and keeps it', async () => {
    const api = fakeApi({ [`POST /payment/${UUID}`]: prompted });
    await expect(orderAction(sent({ intent: 'change-number', phone: '077 765 4321' }))).resolves.toEqual({
      intent: 'change-number',
      ok: true,
      phone: '+260777654321',
      network: 'AIRTEL',
    });
    expect(api.sentTo(`POST /payment/${UUID}`)[0]?.body).toMatchObject({ method: 'mobile_money', phone: '+260777654321', network: 'AIRTEL' });
  });

  it.each([
    ['nothing', '', 'Enter a Zambian mobile money number, such as 097 1234567.'],
    ['words', 'my phone', 'Enter a Zambian mobile money number, such as 097 1234567.'],
    ["another country's number", '+44 7700 900123', 'Enter a Zambian mobile money number, such as 097 1234567.'],
    ['a number too short', '0971234', 'Enter a Zambian mobile money number, such as 097 1234567.'],
    ['a number of no mobile money network', '098 123 4567', 'This number is not on MTN, Airtel or Zamtel.'],
  ])('refuses %s at the field, keeping what was typed, without asking the api', async (_case, phone, message) => {
    const api = fakeApi({});
    await expect(orderAction(sent({ intent: 'change-number', phone }))).resolves.toEqual({
      intent: 'change-number',
      ok: false,
      phone,
      message,
      phoneInvalid: true,
    });
    expect(api.requests).toHaveLength(0);
  });

  it("says the api's reason when it refuses, and keeps the number typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [`POST /payment/${UUID}`]: { status: 409, body: { success: false, message: 'This order is already paid.' } } });
    await expect(orderAction(sent({ intent: 'change-number', phone: '0961234567' }))).resolves.toEqual({
      intent: 'change-number',
      ok: false,
      phone: '0961234567',
      message: 'This order is already paid.',
    });
  });

  it('says the prompt was not sent when the api fails without a reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [`POST /payment/${UUID}`]: 'network-error' });
    await expect(orderAction(sent({ intent: 'resend-prompt', phone: '+260961234567', network: 'MTN' }))).resolves.toMatchObject({
      ok: false,
      message: 'The prompt could not be sent. Please try again.',
    });
  });
});
