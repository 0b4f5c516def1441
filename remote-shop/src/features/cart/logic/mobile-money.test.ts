import { paymentInitiationPayloadSchema } from '@storefront/api-client';
import {
  CHOOSE_NETWORK,
  ENTER_MOBILE_NUMBER,
  entryOfNumber,
  mobileMoneyPayment,
  mobileMoneyProblem,
  sentMobileMoney,
  withNumber,
} from './mobile-money';

const payer = { name: 'Mwila Banda', email: 'mwila@example.com' };

describe('the mobile money number', () => {
  it('starts from the number given, with the network it tells, or none', () => {
    expect(entryOfNumber('+260971234567')).toEqual({ phone: '097 123 4567', network: 'AIRTEL' });
    expect(entryOfNumber('096 123 4567')).toEqual({ phone: '096 123 4567', network: 'MTN' });
    // Not a Zambian mobile number: shown as it is, for the customer to correct.
    expect(entryOfNumber('+44 20 7946 0000')).toEqual({ phone: '+44 20 7946 0000', network: '' });
    expect(entryOfNumber('')).toEqual({ phone: '', network: '' });
  });

  it('takes the network of a number once it is whole, and keeps the one chosen while the number tells none', () => {
    const chosen = { phone: '', network: 'ZAMTEL' as const };
    expect(withNumber(chosen, '09612')).toEqual({ phone: '09612', network: 'ZAMTEL' });
    expect(withNumber(chosen, '0961234567')).toEqual({ phone: '0961234567', network: 'MTN' });
    expect(withNumber(chosen, '0981234567')).toEqual({ phone: '0981234567', network: 'ZAMTEL' });
  });

  it("asks for a number, then for the network of a number that tells none, in the api's words", () => {
    expect(mobileMoneyProblem({ phone: '', network: 'MTN' })).toEqual({ field: 'phone', message: ENTER_MOBILE_NUMBER });
    expect(mobileMoneyProblem({ phone: 'my phone', network: '' })).toEqual({ field: 'phone', message: ENTER_MOBILE_NUMBER });
    expect(mobileMoneyProblem({ phone: '0981234567', network: '' })).toEqual({ field: 'network', message: CHOOSE_NETWORK });
    expect(mobileMoneyProblem({ phone: '0981234567', network: 'ZAMTEL' })).toBeNull();
    expect(mobileMoneyProblem({ phone: '0971234567', network: '' })).toBeNull();
    expect(ENTER_MOBILE_NUMBER).toBe('Enter the mobile money number to send the prompt to.');
    expect(CHOOSE_NETWORK).toBe('Choose the network of this number.');
  });

  it('asks the api for a prompt to the number in its international form, with the network when known', () => {
    const payment = mobileMoneyPayment(payer, { phone: '097 123 4567', network: 'AIRTEL' });
    expect(payment).toEqual({ ...payer, method: 'mobile_money', phone: '+260971234567', network: 'AIRTEL' });
    expect(paymentInitiationPayloadSchema.safeParse(payment).success).toBe(true);
    expect(mobileMoneyPayment(payer, { phone: '0971234567', network: '' })).not.toHaveProperty('network');
  });
});

describe('a number sent before the app is in', () => {
  it('follows the number with the network the page guessed, and keeps a network chosen by hand', () => {
    // The page showed an MTN number; the customer typed an Airtel one and left the network.
    expect(sentMobileMoney('0971234567', 'MTN', 'MTN')).toEqual({ phone: '0971234567', network: 'AIRTEL' });
    // The customer's number moved to Zamtel with them.
    expect(sentMobileMoney('0971234567', 'ZAMTEL', 'AIRTEL')).toEqual({ phone: '0971234567', network: 'ZAMTEL' });
    expect(sentMobileMoney('0981234567', 'MTN', '')).toEqual({ phone: '0981234567', network: 'MTN' });
    expect(sentMobileMoney('', 'anything', '')).toEqual({ phone: '', network: '' });
  });
});
