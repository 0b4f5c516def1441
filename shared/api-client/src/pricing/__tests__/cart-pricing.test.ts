import {
  cartTotals,
  DEFAULT_PRICING_RATES,
  foodPageTotals,
  ratesFromSettings,
  toNgwee,
} from '../cart-pricing';

const lines = [
  { price: 85, quantity: 2 },
  { price: 42.5, quantity: 1 },
];
const rates = { deliveryPerKm: 20, taxPercent: 7.5, handlingFee: 50 };

describe('cartTotals', () => {
  it('adds subtotal, tax as a percent of the subtotal, delivery per km, handling fee and tip', () => {
    expect(cartTotals({ lines, rates, orderType: 'delivery', distanceKm: 3, tip: 20 })).toEqual({
      subtotal: 212.5,
      tax: 15.94,
      delivery: 60,
      handlingFee: 50,
      tip: 20,
      total: 358.44,
    });
  });

  it('charges no delivery for pickup and dine-in', () => {
    for (const orderType of ['pickup', 'dine-in'] as const) {
      const totals = cartTotals({ lines, rates, orderType, distanceKm: 7, tip: null });
      expect(totals.delivery).toBe(0);
      expect(totals.total).toBe(212.5 + 15.94 + 50);
    }
  });

  it('counts tax, delivery and handling fee as zero while the settings load', () => {
    expect(cartTotals({ lines, rates: null, orderType: 'delivery', distanceKm: 4, tip: 10 })).toEqual({
      subtotal: 212.5,
      tax: 0,
      delivery: 0,
      handlingFee: 0,
      tip: 10,
      total: 222.5,
    });
  });

  it('prices an empty cart at the fees alone', () => {
    const totals = cartTotals({ lines: [], rates: DEFAULT_PRICING_RATES, orderType: 'delivery', distanceKm: 1, tip: null });
    expect(totals).toEqual({ subtotal: 0, tax: 0, delivery: 20, handlingFee: 50, tip: 0, total: 70 });
  });

  it('does not drift on prices that floating point cannot hold', () => {
    const totals = cartTotals({
      lines: [{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }],
      rates: { deliveryPerKm: 0, taxPercent: 0, handlingFee: 0 },
      orderType: 'pickup',
      distanceKm: 1,
      tip: null,
    });
    expect(totals.total).toBe(0.5);
  });
});

describe('foodPageTotals', () => {
  it('uses 10 % tax and a flat 500 delivery, without handling fee or tip', () => {
    expect(foodPageTotals(lines)).toEqual({
      subtotal: 212.5,
      tax: 21.25,
      delivery: 500,
      handlingFee: 0,
      tip: 0,
      total: 733.75,
    });
  });
});

describe('ratesFromSettings', () => {
  it('reads the strings as numbers', () => {
    expect(ratesFromSettings({ delivery_charge_per_km: '25.00', tax: '16', handling_fee: '10.50' })).toEqual({
      deliveryPerKm: 25,
      taxPercent: 16,
      handlingFee: 10.5,
    });
  });

  it.each([
    { delivery_charge_per_km: 'abc', tax: '7.5', handling_fee: '50' },
    { delivery_charge_per_km: '20', tax: '', handling_fee: '50' },
    { delivery_charge_per_km: '20', tax: '7.5', handling_fee: '-5' },
  ])('refuses malformed settings %o', (settings) => {
    expect(ratesFromSettings(settings)).toBeNull();
  });

  it("has the product's defaults", () => {
    expect(DEFAULT_PRICING_RATES).toEqual({ deliveryPerKm: 20, taxPercent: 7.5, handlingFee: 50 });
  });
});

describe('toNgwee', () => {
  it('rounds kwacha to whole ngwee', () => {
    expect(toNgwee(12.345)).toBe(1235);
    expect(toNgwee(0.1 + 0.2)).toBe(30);
  });
});
