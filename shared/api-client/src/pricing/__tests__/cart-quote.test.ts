import {
  deliveryAddressProblem,
  isLocated,
  leastDeliveryFee,
  quoteCart,
  type CartQuoteInput,
} from '../cart-quote';
import { ADDRESS_NOT_ON_MAP_MESSAGE } from '../../schemas/addresses';

const rates = { deliveryPerKm: 20, taxPercent: 7.5, handlingFee: 50 };
const kitchen = { name: 'Mama Kitchen', latitude: '-15.4236', longitude: '28.2829', delivery_radius_km: null };
const kabulonga = { latitude: '-15.4105', longitude: '28.3392' };
const livingstone = { latitude: '-17.8419', longitude: '25.8543' };
// Two of nshima at 85.00: subtotal 170.00, tax 12.75, handling 50.00.
const base: CartQuoteInput = { lines: [{ price: 85, quantity: 2 }], rates, orderType: 'delivery', kitchen, address: null, tip: null };

describe('leastDeliveryFee', () => {
  it('is the rate for one kilometre, the shortest distance the server charges', () => {
    expect(leastDeliveryFee(rates)).toBe(20);
    expect(leastDeliveryFee({ ...rates, deliveryPerKm: 12.5 })).toBe(12.5);
  });
});

describe('isLocated', () => {
  it.each([
    [{ latitude: '-15.4105', longitude: '28.3392' }, true],
    [{ latitude: -15.4105, longitude: 28.3392 }, true],
    [{ latitude: '0', longitude: '0' }, false],
    [{ latitude: 0, longitude: 0 }, false],
    [{ latitude: '', longitude: '' }, false],
    [{ latitude: '-15.4105', longitude: '' }, false],
    [{ latitude: null, longitude: null }, false],
    [{}, false],
    [{ latitude: 'here', longitude: 'there' }, false],
  ])('%j -> %s', (coordinates, located) => {
    expect(isLocated(coordinates)).toBe(located);
  });
});

describe('deliveryAddressProblem', () => {
  it('refuses an address off the map, whatever the kitchen', () => {
    expect(deliveryAddressProblem(kitchen, { latitude: '0', longitude: '0' })).toBe(ADDRESS_NOT_ON_MAP_MESSAGE);
    expect(deliveryAddressProblem(null, { latitude: '', longitude: '' })).toBe(ADDRESS_NOT_ON_MAP_MESSAGE);
  });

  it("says when the address is beyond the kitchen's reach, and nothing when it is within", () => {
    expect(deliveryAddressProblem(kitchen, livingstone)).toMatch(/^Mama Kitchen does not deliver to this address/);
    expect(deliveryAddressProblem(kitchen, kabulonga)).toBeNull();
  });
});

describe('quoteCart', () => {
  it('prices delivery before an address as an estimate: the least fee, one kilometre', () => {
    expect(quoteCart(base)).toEqual({
      totals: { subtotal: 170, tax: 12.75, delivery: 20, handlingFee: 50, tip: 0, total: 252.75 },
      delivery: 'estimate',
      addressProblem: null,
    });
  });

  it('prices delivery to an address on the map exactly, for the distance from the kitchen', () => {
    // Cairo Road to Kabulonga is a little over 6 km: 7 km at 20.00.
    expect(quoteCart({ ...base, address: kabulonga, tip: 10 })).toEqual({
      totals: { subtotal: 170, tax: 12.75, delivery: 140, handlingFee: 50, tip: 10, total: 382.75 },
      delivery: 'exact',
      addressProblem: null,
    });
  });

  it.each([
    { latitude: '0', longitude: '0' },
    { latitude: 0, longitude: 0 },
    { latitude: '', longitude: '' },
    { latitude: null, longitude: null },
    {},
  ])('cannot deliver to an address without known coordinates (%j) and says why', (address) => {
    const quote = quoteCart({ ...base, address });
    expect(quote.addressProblem).toBe(ADDRESS_NOT_ON_MAP_MESSAGE);
    expect(quote.delivery).toBe('estimate');
    expect(quote.totals.delivery).toBe(20);
  });

  it("says when the address is beyond the kitchen's reach", () => {
    const quote = quoteCart({ ...base, address: livingstone });
    expect(quote.delivery).toBe('exact');
    expect(quote.addressProblem).toMatch(/^Mama Kitchen does not deliver to this address: it is 3\d\d km away and delivers within 25 km\./);
  });

  it('charges no delivery for pickup and dine-in, whatever the address', () => {
    for (const orderType of ['pickup', 'dine-in'] as const) {
      expect(quoteCart({ ...base, orderType, address: { latitude: '0', longitude: '0' } })).toEqual({
        totals: { subtotal: 170, tax: 12.75, delivery: 0, handlingFee: 50, tip: 0, total: 232.75 },
        delivery: 'none',
        addressProblem: null,
      });
    }
  });

  it('follows the settings: another rate, tax and handling fee give another total', () => {
    const quote = quoteCart({ ...base, rates: { deliveryPerKm: 15, taxPercent: 16, handlingFee: 10 }, address: kabulonga });
    expect(quote.totals).toEqual({ subtotal: 170, tax: 27.2, delivery: 105, handlingFee: 10, tip: 0, total: 312.2 });
  });

  it('counts the fees as zero while the settings load', () => {
    expect(quoteCart({ ...base, rates: null }).totals.total).toBe(170);
  });
});
