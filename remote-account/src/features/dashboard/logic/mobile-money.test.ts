import { failureSentence, networkName, promptCountdown, promptState, resendNumber, waitingSentence } from './mobile-money';

describe('networkName', () => {
  it("says each network's wallet as customers know it", () => {
    expect(['MTN', 'AIRTEL', 'ZAMTEL'].map((network) => networkName(network as 'MTN'))).toEqual(['MTN MoMo', 'Airtel Money', 'Zamtel Kwacha']);
  });
});

describe('the payment lines', () => {
  it('names the phone a waiting prompt went to by its last digits', () => {
    expect(waitingSentence('4567')).toBe('Approve the payment on your phone (…4567)');
  });

  it.each([
    ['declined', 'The payment did not go through: you declined it on your phone.'],
    ['insufficient_funds', 'The payment did not go through: there was not enough money in your mobile money wallet.'],
    ['not_allowed', 'The payment did not go through: your mobile money account may not make this payment.'],
    ['provider_unavailable', 'The payment did not go through: the mobile money network could not be reached.'],
    ['other', 'The payment did not go through: the network did not say why.'],
    [null, 'The payment did not go through: the network did not say why.'],
    ['a reason from a newer backend', 'The payment did not go through: the network did not say why.'],
  ])('says why a payment failed (%s) in words', (reason, sentence) => {
    expect(failureSentence(reason)).toBe(sentence);
  });
});

describe('promptCountdown', () => {
  const now = Date.parse('2026-03-12T14:05:00Z');

  it('says the minutes and seconds left', () => {
    expect(promptCountdown('2026-03-12T14:07:00Z', now)).toBe('2:00 left');
    expect(promptCountdown('2026-03-12T14:05:05Z', now)).toBe('0:05 left');
    expect(promptCountdown('2026-03-12T14:15:30Z', now)).toBe('10:30 left');
  });

  it('counts a part of a second as a whole one, so it never says 0:00 early', () => {
    expect(promptCountdown('2026-03-12T14:05:00.200Z', now)).toBe('0:01 left');
    expect(promptCountdown('2026-03-12T14:06:59.500Z', now + 0)).toBe('2:00 left');
  });

  it('says the time is up once the expiry has passed', () => {
    expect(promptCountdown('2026-03-12T14:05:00Z', now)).toBe('Expiring now');
    expect(promptCountdown('2026-03-12T14:04:00Z', now)).toBe('Expiring now');
  });

  it('says nothing for an expiry that is no time', () => {
    expect(promptCountdown('soon', now)).toBeNull();
  });
});

describe('promptState', () => {
  it('says where an unpaid payment stands, and nothing for none or a paid one', () => {
    expect(['pending', 'failed', 'expired', 'cancelled'].map((status) => promptState({ status: status as 'pending' }))).toEqual([
      'waiting',
      'failed',
      'expired',
      'cancelled',
    ]);
    expect(promptState({ status: 'paid' })).toBeNull();
    expect(promptState(null)).toBeNull();
    expect(promptState(undefined)).toBeNull();
  });
});

describe('resendNumber', () => {
  it('takes the first known number that ends with the digits the prompt went to', () => {
    expect(resendNumber(['+260961234567', '+260977654567'], '4567')).toBe('+260961234567');
    expect(resendNumber([null, '260961234567'], '4567')).toBe('260961234567');
    expect(resendNumber([undefined, '+260 96 123 4567'], '4567')).toBe('+260 96 123 4567');
  });

  it('never sends a new prompt to another phone than the one the prompt went to', () => {
    expect(resendNumber(['+260961230000'], '4567')).toBeNull();
    expect(resendNumber([null, null], '4567')).toBeNull();
    expect(resendNumber(['+260961234567'], '')).toBeNull();
  });
});
