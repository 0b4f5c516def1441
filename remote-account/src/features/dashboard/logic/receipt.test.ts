import { paidWithText, signedAmount, walletEntryText } from './receipt';

describe('paidWithText', () => {
  it('names the mobile money wallet and the end of the number that paid', () => {
    expect(paidWithText({ paid_with: 'mobile_money', network: 'AIRTEL', phone_ending: '4567' })).toBe('Airtel Money (…4567)');
    expect(paidWithText({ paid_with: 'mobile_money', network: 'MTN', phone_ending: null })).toBe('MTN MoMo');
    expect(paidWithText({ paid_with: 'mobile_money', network: null, phone_ending: null })).toBe('Mobile money');
  });

  it('names the wallet and the card page', () => {
    expect(paidWithText({ paid_with: 'wallet', network: null, phone_ending: null })).toBe('ZamEats wallet');
    expect(paidWithText({ paid_with: 'link', network: null, phone_ending: null })).toBe('Card (payment link)');
  });
});

describe('walletEntryText', () => {
  const order = '3f2a9c10-1111-4222-8333-444455556666';
  it('says what each movement was, naming its order by the id the customer sees', () => {
    expect(walletEntryText({ kind: 'topup', order_uuid: null, description: 'Wallet top-up' })).toBe('Top-up');
    expect(walletEntryText({ kind: 'order_payment', order_uuid: order, description: 'Order payment' })).toBe('Paid order #3F2A9C');
    expect(walletEntryText({ kind: 'refund', order_uuid: order, description: 'Refund: order #3F2A9C was already paid' })).toBe('Refund for order #3F2A9C');
    expect(walletEntryText({ kind: 'adjustment', order_uuid: null, description: 'Goodwill credit' })).toBe('Goodwill credit');
  });

  it('still says something for a movement whose order is gone', () => {
    expect(walletEntryText({ kind: 'order_payment', order_uuid: null, description: null })).toBe('Order payment');
    expect(walletEntryText({ kind: 'refund', order_uuid: null, description: null })).toBe('Refund');
  });
});

describe('signedAmount', () => {
  it('marks money into the wallet with a plus and out of it with a minus', () => {
    expect(signedAmount(300)).toBe('+ ZMW 300.00');
    expect(signedAmount(-232.75)).toBe('− ZMW 232.75');
  });
});
