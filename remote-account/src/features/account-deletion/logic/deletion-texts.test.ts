import { walletAdvice } from './deletion-texts';

describe('walletAdvice', () => {
  it('says a balance stops the deletion, and what to do with it', () => {
    expect(walletAdvice(344.75)).toBe(
      'An account cannot be deleted while its wallet holds money. Spend your balance on an order, or contact support to have it refunded, then come back here.',
    );
  });

  it('sends an amount owed to support', () => {
    expect(walletAdvice(-5)).toMatch(/^Your wallet shows an amount owed/);
  });

  it('says an empty wallet loses nothing', () => {
    expect(walletAdvice(0)).toBe('Your wallet is empty: no money is lost by deleting your account.');
  });
});
