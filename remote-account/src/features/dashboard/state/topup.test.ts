import { topupFailure, topupOutcome } from './topup';

describe('topupOutcome', () => {
  it('opens the payment link with the server message, or the default one', () => {
    expect(topupOutcome({ success: true, message: 'Pay to add ZMW 50.00', data: { payment_link: 'http://api.test/pay/1' } })).toEqual({
      ok: true,
      message: 'Pay to add ZMW 50.00',
      paymentLink: 'http://api.test/pay/1',
    });
    expect(topupOutcome({ success: true, data: { payment_link: 'http://api.test/pay/1' } })).toMatchObject({
      message: 'Topup initiated successfully',
    });
    expect(topupOutcome({ success: true })).toEqual({ ok: true, message: 'Topup initiated successfully', paymentLink: null });
  });

  it('reports a refusal with the message, else the error, else the fallback', () => {
    expect(topupOutcome({ success: false, message: 'Wallet locked', error: 'E1' })).toEqual({ ok: false, message: 'Wallet locked' });
    expect(topupOutcome({ success: false, error: 'Amount too large' })).toEqual({ ok: false, message: 'Amount too large' });
    expect(topupOutcome({ success: false })).toEqual({ ok: false, message: 'Failed to initiate topup' });
  });
});

describe('topupFailure', () => {
  it("uses the server's message when there is one", () => {
    expect(topupFailure('The amount field is required.')).toEqual({ ok: false, message: 'The amount field is required.' });
    expect(topupFailure(undefined)).toEqual({ ok: false, message: 'Failed to initiate topup' });
  });
});
