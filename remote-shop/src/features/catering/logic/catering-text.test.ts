import { cateringBundles } from '@storefront/shared';
import { advanceNoticeText, cateringPriceText, guestRangeText, localIsoDate } from './catering-text';

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

describe('the bundles', () => {
  it('are the eight of the spec with its guest ranges and advance times', () => {
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
