import { addLine, cartKitchen, countItems, decrementLine, incrementLine, isFromAnotherKitchen, removeLine, type CartLine } from '../cart-lines';
import type { Product } from '../../boundary/meal';

const meal = (uuid: string, name = 'Nshima'): Product => ({
  id: 1,
  uuid,
  name,
  description: 'with beef stew',
  price: 85,
  preparation_time: 1,
  image: [],
  category: { name: 'Local' },
  vendor: { uuid: 'v1', name: 'Mama Kitchen' },
});

describe('cart lines', () => {
  it('appends a new meal with quantity 1 and the meal uuid as id', () => {
    expect(addLine([], meal('a'))).toEqual([expect.objectContaining({ id: 'a', uuid: 'a', quantity: 1 })]);
  });

  it('raises the quantity when the meal is already in the cart', () => {
    const lines = addLine(addLine([], meal('a')), meal('a'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('increments, decrements never below 1, removes', () => {
    let lines: CartLine[] = addLine(addLine([], meal('a')), meal('b'));
    lines = incrementLine(lines, 'a');
    expect(lines[0]?.quantity).toBe(2);
    lines = decrementLine(decrementLine(decrementLine(lines, 'a'), 'a'), 'a');
    expect(lines[0]?.quantity).toBe(1);
    lines = removeLine(lines, 'a');
    expect(lines.map((line) => line.id)).toEqual(['b']);
  });

  it('counts every item, not every line', () => {
    const lines = incrementLine(addLine(addLine([], meal('a')), meal('b')), 'b');
    expect(countItems(lines)).toBe(3);
  });
});

describe('one kitchen per cart', () => {
  const fromKitchen = (uuid: string, vendorUuid: string): Product => ({ ...meal(uuid), vendor: { uuid: vendorUuid, name: vendorUuid } });

  it('knows the kitchen of a cart, none for an empty one', () => {
    expect(cartKitchen([])).toBeNull();
    expect(cartKitchen(addLine([], fromKitchen('a', 'v1')))?.uuid).toBe('v1');
  });

  it('tells a meal of another kitchen from one of the same kitchen or an empty cart', () => {
    const lines = addLine([], fromKitchen('a', 'v1'));
    expect(isFromAnotherKitchen(lines, fromKitchen('b', 'v1'))).toBe(false);
    expect(isFromAnotherKitchen(lines, fromKitchen('b', 'V1'))).toBe(false);
    expect(isFromAnotherKitchen(lines, fromKitchen('c', 'v2'))).toBe(true);
    expect(isFromAnotherKitchen([], fromKitchen('c', 'v2'))).toBe(false);
  });
});
