import { fakeApi, setTestSession, type FakeAnswer } from '@storefront/testing';
import { createStore } from 'jotai';
import { dashboardAction } from './dashboard-action';

/** A top-up form as a browser sends it. */
const sent = (fields: Record<string, string>) =>
  new Request('http://shop.test/user/dashboard', { method: 'POST', body: new URLSearchParams(fields) });

const LINK = 'http://api.test/api/sandbox/topup/ref-9';

beforeEach(() => setTestSession(createStore()));

describe('dashboardAction: a top-up', () => {
  it('sent as a plain form, starts the top-up and goes to the payment page', async () => {
    const api = fakeApi({ 'POST /wallet/initiate-topup': { body: { success: true, message: 'Topup initiated successfully', data: { payment_link: LINK } } } });
    const answer = await dashboardAction({ request: sent({ intent: 'top-up', amount: '50' }) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(LINK);
    expect(api.sentTo('POST /wallet/initiate-topup').map((request) => request.body)).toEqual([{ amount: 50 }]);
  });

  it('sent by the dialog, stays and says where to pay, with the message', async () => {
    fakeApi({ 'POST /wallet/initiate-topup': { body: { success: true, data: { payment_link: LINK } } } });
    await expect(dashboardAction({ request: sent({ intent: 'top-up', amount: '25.5', then: 'stay' }) })).resolves.toEqual({
      intent: 'top-up',
      ok: true,
      message: 'Topup initiated successfully',
      amount: '25.5',
      paymentLink: LINK,
    });
  });

  it.each([
    ['nothing', '', 'Please enter a valid amount'],
    ['0', '0', 'Please enter a valid amount'],
    ['a negative amount', '-5', 'Please enter a valid amount'],
    ['words', 'fifty', 'Please enter a valid amount'],
    ['more than two decimals', '10.005', 'Please enter an amount with at most two decimals (ngwee).'],
  ])('refuses %s at the field, keeping it, without asking the api', async (_case, amount, message) => {
    const api = fakeApi({});
    await expect(dashboardAction({ request: sent({ intent: 'top-up', amount }) })).resolves.toEqual({
      intent: 'top-up',
      ok: false,
      message,
      amount,
      amountInvalid: true,
    });
    expect(api.requests).toHaveLength(0);
  });

  it.each<[string, FakeAnswer, string]>([
    ['a refusal with a message', { body: { success: false, message: 'Top-ups are paused' } }, 'Top-ups are paused'],
    ['an HTTP error with an error', { status: 422, body: { success: false, error: 'The amount must be at least 1.' } }, 'The amount must be at least 1.'],
    ['a server failure', { status: 500 }, 'Failed to initiate topup'],
    ['a link that is not http(s)', { body: { success: true, data: { payment_link: 'javascript:alert(1)' } } }, 'Failed to initiate topup'],
  ])("says the api's %s, and goes nowhere", async (_case, answer, message) => {
    fakeApi({ 'POST /wallet/initiate-topup': answer });
    await expect(dashboardAction({ request: sent({ intent: 'top-up', amount: '40' }) })).resolves.toEqual({
      intent: 'top-up',
      ok: false,
      message,
      amount: '40',
    });
  });

  it('answers a form it does not know with a 400', async () => {
    fakeApi({});
    await expect(dashboardAction({ request: sent({ intent: 'other', amount: '40' }) })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
