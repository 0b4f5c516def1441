import { cateringBundles } from '@storefront/api-client';
import {
  advanceNoticeText,
  cateringEstimateText,
  cateringPriceText,
  guestRangeText,
  localIsoDate,
  pricePerPersonKwacha,
} from './catering-text';

describe('cateringPriceText', () => {
  it("shows '$N per person' as 'ZK (N x 20) per person'", () => {
    expect(cateringPriceText('$25 per person')).toBe('ZK 500 per person');
    expect(cateringPriceText('$12.5 per person')).toBe('ZK 250 per person');
    expect(cateringPriceText('$10.55 per person')).toBe('ZK 211 per person');
    expect(cateringPriceText('$10.51 per person')).toBe('ZK 210.20 per person');
  });

  it('leaves any other text alone', () => {
    expect(cateringPriceText('Ask for a quote')).toBe('Ask for a quote');
  });
});

describe('the estimated total', () => {
  const bundle = { price: '$18 per person', minGuests: 25, maxGuests: 300 };

  it('is the guests times the price per person in kwacha', () => {
    expect(pricePerPersonKwacha('$18 per person')).toBe(360);
    expect(cateringEstimateText(bundle, 120)).toBe('Estimated total: ZK 43,200 (120 guests × ZK 360)');
    expect(cateringEstimateText(bundle, 25)).toBe('Estimated total: ZK 9,000 (25 guests × ZK 360)');
    expect(cateringEstimateText(bundle, 300)).toBe('Estimated total: ZK 108,000 (300 guests × ZK 360)');
  });

  it('keeps the ngwee of a price that has some, exactly', () => {
    expect(cateringEstimateText({ ...bundle, price: '$10.51 per person' }, 30)).toBe('Estimated total: ZK 6,306 (30 guests × ZK 210.20)');
    expect(cateringEstimateText({ ...bundle, price: '$0.07 per person' }, 29)).toBe('Estimated total: ZK 40.60 (29 guests × ZK 1.40)');
  });

  it('asks for a count in the range while it is outside it, empty or not whole', () => {
    for (const guests of [24, 301, Number.NaN, 30.5, null, undefined]) {
      expect(cateringEstimateText(bundle, guests)).toBe('Enter 25 to 300 guests to see the estimated total.');
    }
  });

  it('says nothing for a price that is not per person', () => {
    expect(pricePerPersonKwacha('Ask for a quote')).toBeNull();
    expect(cateringEstimateText({ ...bundle, price: 'Ask for a quote' }, 120)).toBeNull();
  });
});

describe('the bundles', () => {
  it('are the eight the product defines with its guest ranges and advance times', () => {
    expect(cateringBundles).toHaveLength(8);
    expect(cateringBundles.map((bundle) => guestRangeText(bundle.minGuests, bundle.maxGuests))).toEqual([
      '20-500 guests',
      '25-300 guests',
      '15-200 guests',
      '30-150 guests',
      '10-100 guests',
      '15-150 guests',
      '10-200 guests',
      '10-150 guests',
    ]);
    for (const bundle of cateringBundles) {
      expect([24, 48, 72]).toContain(bundle.advanceOrderTime);
      expect(cateringPriceText(bundle.price)).toMatch(/^ZK \d+ per person$/);
    }
    expect(advanceNoticeText(48)).toBe('Order 48 hours in advance');
  });
});

describe('localIsoDate', () => {
  it('writes the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
