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
