import { createOrderPayloadSchema } from '@storefront/api-client';
import { type CartLine } from '@storefront/contract';
import { addressFixture, mealFixture as productFixture } from '@storefront/testing';
import {
  CART_IS_EMPTY,
  checkoutProblem,
  deliveryAddress,
  isCheckoutDisabled,
  orderPayload,
  SELECT_DELIVERY_ADDRESS,
  SIGN_IN_TO_ORDER,
} from './checkout-rules';

const ready = { signedIn: true, lineCount: 2, orderType: 'delivery' as const, addressUuid: 'a-1', addressProblem: null };
const tooFar = 'Grill does not deliver to this address.';

describe('checkoutProblem', () => {
  it('lets a signed-in customer with items and an address through', () => {
    expect(checkoutProblem(ready)).toBeNull();
    expect(checkoutProblem({ ...ready, orderType: 'pickup', addressUuid: null })).toBeNull();
  });

  it('asks for a session first', () => {
    expect(checkoutProblem({ ...ready, signedIn: false, lineCount: 0 })).toBe(SIGN_IN_TO_ORDER);
    expect(SIGN_IN_TO_ORDER).toBe('Please login to place an order');
  });

  it('refuses an empty cart', () => {
    expect(checkoutProblem({ ...ready, lineCount: 0 })).toBe(CART_IS_EMPTY);
    expect(CART_IS_EMPTY).toBe('Your cart is empty');
  });

  it('needs an address for delivery only', () => {
    expect(checkoutProblem({ ...ready, addressUuid: null })).toBe(SELECT_DELIVERY_ADDRESS);
    expect(SELECT_DELIVERY_ADDRESS).toBe('Please select a delivery address');
    expect(checkoutProblem({ ...ready, orderType: 'dine-in', addressUuid: null })).toBeNull();
  });

  it("refuses delivery beyond the kitchen's reach, not pickup", () => {
    expect(checkoutProblem({ ...ready, addressProblem: tooFar })).toBe(tooFar);
    expect(checkoutProblem({ ...ready, orderType: 'pickup', addressUuid: null, addressProblem: tooFar })).toBeNull();
  });
});

describe('deliveryAddress', () => {
  const home = addressFixture({ uuid: 'home' });
  const work = addressFixture({ uuid: 'work' });

  it('is the chosen address while it is saved', () => {
    expect(deliveryAddress([home, work], 'work')).toBe(work);
  });
  it('is the only saved address when none is chosen, or the chosen one is gone', () => {
    expect(deliveryAddress([home], null)).toBe(home);
    expect(deliveryAddress([home], 'deleted')).toBe(home);
  });
  it('is none while the customer has to choose between several, or has none', () => {
    expect(deliveryAddress([home, work], null)).toBeNull();
    expect(deliveryAddress([], null)).toBeNull();
  });
});

describe('isCheckoutDisabled', () => {
  const base = { submitting: false, lineCount: 1, orderType: 'delivery' as const, addressUuid: 'a-1', addressProblem: null };
  it('is enabled when the order can go', () => {
    expect(isCheckoutDisabled(base)).toBe(false);
  });
  it.each([
    ['submitting', { ...base, submitting: true }],
    ['empty cart', { ...base, lineCount: 0 }],
    ['delivery without address', { ...base, addressUuid: null }],
    ['delivery beyond reach', { ...base, addressProblem: tooFar }],
  ])('is disabled while %s', (_case, state) => {
    expect(isCheckoutDisabled(state)).toBe(true);
  });
});

describe('orderPayload', () => {
  const meal = productFixture({ vendor: { uuid: 'v-9', name: 'Grill' } });
  const lines: CartLine[] = [{ ...meal, id: meal.uuid, quantity: 2 }];

  it("sends the address and the rider's instructions for delivery, and no kitchen instructions", () => {
    const payload = orderPayload(lines, {
      orderType: 'delivery',
      addressUuid: 'a-1',
      instructions: 'ring',
      deliveryInstructions: ' Blue gate, call on arrival ',
      tipId: 2,
      totalPrice: 150,
      paymentMethod: 'link',
    });
    expect(payload).toEqual({
      products: [{ product_uuid: lines[0]?.uuid, quantity: 2, vendor_uuid: 'v-9' }],
      address_uuid: 'a-1',
      order_type: 'delivery',
      total_price: 150,
      instructions: '',
      delivery_instructions: 'Blue gate, call on arrival',
      tip: 2,
      payment_method: 'link',
    });
    expect(createOrderPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends no delivery instructions when none were written', () => {
    const payload = orderPayload(lines, { orderType: 'delivery', addressUuid: 'a-1', instructions: '', deliveryInstructions: '  ', tipId: null, totalPrice: 150, paymentMethod: 'link' });
    expect(payload).not.toHaveProperty('delivery_instructions');
  });

  it('sends no address but the instructions for pickup', () => {
    const payload = orderPayload(lines, { orderType: 'pickup', addressUuid: 'a-1', instructions: ' no onions ', deliveryInstructions: 'Blue gate', tipId: null, totalPrice: 90, paymentMethod: 'wallet' });
    expect(payload.address_uuid).toBeNull();
    expect(payload).not.toHaveProperty('delivery_instructions');
    expect(payload.instructions).toBe('no onions');
    expect(payload.payment_method).toBe('wallet');
    expect(createOrderPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('records a mobile money order as one whose payment is started on it, as a link is', () => {
    const payload = orderPayload(lines, { orderType: 'pickup', addressUuid: null, instructions: '', deliveryInstructions: '', tipId: null, totalPrice: 90, paymentMethod: 'mobile_money' });
    expect(payload.payment_method).toBe('link');
    expect(createOrderPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
