import { deliveryRateText } from './delivery-rate';

describe('deliveryRateText', () => {
  it('says the rate per kilometre with two decimals', () => {
    expect(deliveryRateText(20)).toBe('ZK20.00 per km');
    expect(deliveryRateText(12.5)).toBe('ZK12.50 per km');
  });
});
