import { orderAnswer } from '../../test-support/fixtures';
import {
  createOrderPayloadSchema,
  createdOrderResponseSchema,
  orderResponseSchema,
  orderSchema,
  ordersResponseSchema,
  orderTypes,
} from '../orders';
import { paymentInitiationPayloadSchema, paymentInitiationResponseSchema } from '../payments';

describe('order schema', () => {
  it('reads an order with order_products, in lower-case status and numeric prices', () => {
    const order = orderSchema.parse(orderAnswer);
    expect(order).toEqual({
      uuid: orderAnswer.uuid,
      vendor: orderAnswer.vendor,
      rider: orderAnswer.rider,
      status: 'ontheway',
      payment_status: 'paid',
      total_price: 250.5,
      created_at: orderAnswer.created_at,
      products: [
        { name: 'Nshima with beef', quantity: 2, price: 85 },
        { name: 'Chibwabwa', quantity: 1, price: 40 },
      ],
    });
  });

  it('reads lines sent as products, and an order without rider', () => {
    const { order_products: lines, ...rest } = orderAnswer;
    const order = orderSchema.parse({ ...rest, rider: undefined, products: lines });
    expect(order.products).toHaveLength(2);
    expect(order.rider).toBeNull();
  });

  it('takes product.name when the line name is empty', () => {
    const line = { name: '', product: { name: 'Kapenta' }, quantity: 1, price: 30 };
    const order = orderSchema.parse({ ...orderAnswer, order_products: [line] });
    expect(order.products).toEqual([{ name: 'Kapenta', quantity: 1, price: 30 }]);
  });

  it('parses its own output again, so the backend can validate what it sends', () => {
    const once = orderSchema.parse(orderAnswer);
    expect(orderSchema.parse(once)).toEqual(once);
  });

  it('rejects a line without any name, a price that is not a number, an order without uuid', () => {
    expect(orderSchema.safeParse({ ...orderAnswer, order_products: [{ quantity: 1, price: 1 }] }).success).toBe(false);
    expect(orderSchema.safeParse({ ...orderAnswer, total_price: 'free' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...orderAnswer, uuid: undefined }).success).toBe(false);
  });

  it('reads the list and detail answers', () => {
    expect(ordersResponseSchema.parse({ data: [orderAnswer] })).toHaveLength(1);
    expect(ordersResponseSchema.parse({ orders: [orderAnswer] })).toHaveLength(1);
    expect(orderResponseSchema.parse({ data: { order: orderAnswer } }).data.order.uuid).toBe(orderAnswer.uuid);
    expect(orderResponseSchema.safeParse({ data: orderAnswer }).success).toBe(false);
  });

  it('reads the created order uuid under data', () => {
    expect(createdOrderResponseSchema.parse({ data: { uuid: 'o-1' } })).toEqual({ uuid: 'o-1' });
    expect(createdOrderResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });
});

describe('order creation payload', () => {
  const delivery = {
    products: [{ product_uuid: 'meal-7', quantity: 2, vendor_uuid: 'vendor-1' }],
    address_uuid: 'addr-1',
    order_type: 'delivery',
    total_price: 250.5,
    instructions: '',
    tip: null,
  };

  it('accepts every order type the product defines', () => {
    expect(orderTypes).toEqual(['delivery', 'pickup', 'dine-in']);
    expect(createOrderPayloadSchema.safeParse(delivery).success).toBe(true);
    for (const orderType of ['pickup', 'dine-in']) {
      const payload = { ...delivery, order_type: orderType, address_uuid: null, instructions: 'No onions', tip: 3 };
      expect(createOrderPayloadSchema.safeParse(payload).success).toBe(true);
    }
  });

  it('needs an address for delivery and none otherwise', () => {
    const noAddress = createOrderPayloadSchema.safeParse({ ...delivery, address_uuid: null });
    expect(noAddress.success).toBe(false);
    expect(noAddress.error?.issues[0]?.message).toBe('Please select a delivery address');
    expect(createOrderPayloadSchema.safeParse({ ...delivery, order_type: 'pickup' }).success).toBe(false);
  });

  it('takes delivery instructions of at most 300 characters', () => {
    expect(createOrderPayloadSchema.safeParse({ ...delivery, delivery_instructions: 'x'.repeat(300) }).success).toBe(true);
    const tooLong = createOrderPayloadSchema.safeParse({ ...delivery, delivery_instructions: 'x'.repeat(301) });
    expect(tooLong.error?.issues[0]?.message).toBe('Delivery instructions are too long (at most 300 characters).');
  });

  it('refuses an empty cart, a zero quantity and an unknown order type', () => {
    expect(createOrderPayloadSchema.safeParse({ ...delivery, products: [] }).error?.issues[0]?.message).toBe(
      'Your cart is empty',
    );
    const zero = { ...delivery, products: [{ product_uuid: 'm', quantity: 0, vendor_uuid: 'v' }] };
    expect(createOrderPayloadSchema.safeParse(zero).success).toBe(false);
    expect(createOrderPayloadSchema.safeParse({ ...delivery, order_type: 'drone' }).success).toBe(false);
  });
});

describe('payment initiation', () => {
  it('sends the name and email and reads type and link', () => {
    expect(paymentInitiationPayloadSchema.parse({ name: 'Mwila Banda', email: 'm@x.zm' })).toEqual({
      name: 'Mwila Banda',
      email: 'm@x.zm',
    });
    expect(paymentInitiationResponseSchema.parse({ type: 'link', payment_link: 'https://pay.test/1' }).payment_link).toBe(
      'https://pay.test/1',
    );
    expect(paymentInitiationResponseSchema.parse({ type: 'cash' })).toEqual({ type: 'cash' });
  });

  it('refuses a link payment without an http(s) link', () => {
    expect(paymentInitiationResponseSchema.safeParse({ type: 'link' }).success).toBe(false);
    expect(paymentInitiationResponseSchema.safeParse({ type: 'link', payment_link: 'javascript:x' }).success).toBe(false);
  });
});
