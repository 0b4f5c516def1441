import { formatOrderDate, formatOrderDateTime, isOrderUuid, shortOrderId, telHref } from './order-format';

describe('isOrderUuid', () => {
  it('knows an order id by its uuid form', () => {
    expect(isOrderUuid('3f9a2b7c-1d2e-4f00-9abc-0123456789ab')).toBe(true);
    expect(isOrderUuid('3F9A2B7C-1D2E-4F00-9ABC-0123456789AB')).toBe(true);
  });

  it('refuses what no order has: another shape, or more', () => {
    for (const id of ['', 'sample', '42', '3f9a2b7c-1d2e-4f00-9abc-0123456789ab0', 'x'.repeat(200)]) {
      expect(isOrderUuid(id)).toBe(false);
    }
  });
});

describe('shortOrderId', () => {
  it('is the first 6 characters of the uuid in upper case', () => {
    expect(shortOrderId('3f9a2b7c-1d2e-4f00-9abc-0123456789ab')).toBe('3F9A2B');
  });
});

describe('order dates', () => {
  const local = new Date(2025, 2, 12, 14, 5).toISOString();

  it('shows the local date and time', () => {
    expect(formatOrderDate(local)).toBe('12 Mar 2025');
    expect(formatOrderDateTime(local)).toBe('12 Mar 2025, 14:05');
  });

  it('shows the date and time in the zone it is given', () => {
    const noonUtc = '2025-03-12T10:05:00Z';
    expect(formatOrderDateTime(noonUtc, 'Africa/Lusaka')).toBe('12 Mar 2025, 12:05');
    expect(formatOrderDate('2025-03-12T22:30:00Z', 'Africa/Lusaka')).toBe('13 Mar 2025');
  });

  it('shows a date it cannot read as it came', () => {
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });
});

describe('telHref', () => {
  it('dials the digits of the number, keeping a leading +', () => {
    expect(telHref('+260 97 123 4567')).toBe('tel:+260971234567');
    expect(telHref('0971-234-567')).toBe('tel:0971234567');
  });

  it('has no link without a number', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref(undefined)).toBeNull();
    expect(telHref('  ')).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });
});
