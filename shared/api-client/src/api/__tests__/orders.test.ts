/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { API_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { orderAnswer } from '../../test-support/fixtures';
import type { CreateOrderPayload } from '../../schemas/orders';
import { createOrder, getOrder, getOrders } from '../orders';
import { initiatePayment } from '../payments';

beforeEach(() => {
  useTestRuntime();
  signIn();
});

const parsedOrder = {
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
};

describe('createOrder', () => {
  const payload: CreateOrderPayload = {
    products: [{ product_uuid: 'meal-7', quantity: 2, vendor_uuid: 'vendor-1' }],
    address_uuid: 'addr-1',
    order_type: 'delivery',
    total_price: 250.5,
    instructions: '',
    tip: 2,
  };

  it('posts the order with the bearer token and returns the new uuid', async () => {
    const stub = stubFetch({ status: 201, body: { success: true, data: { uuid: 'order-9', status: 'pending' } } });

    await expect(createOrder(payload)).resolves.toEqual({ uuid: 'order-9' });

    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/orders`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
    expect(request.body).toEqual(payload);
  });

  it("sends the rider's delivery instructions with a delivery", async () => {
    const stub = stubFetch({ status: 201, body: { success: true, data: { uuid: 'order-11' } } });
    const withInstructions = { ...payload, delivery_instructions: 'Blue gate, call on arrival' };
    await createOrder(withInstructions);
    expect(stub.only().body).toEqual(withInstructions);
  });

  it('also finds the uuid under data.order', async () => {
    stubFetch({ body: { data: { order: { uuid: 'order-10' } } } });
    await expect(createOrder(payload)).resolves.toEqual({ uuid: 'order-10' });
  });

  it('rejects an answer without a uuid', async () => {
    stubFetch({ body: { data: { status: 'pending' } } });
    await expect(createOrder(payload)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('passes the server message of a refused order', async () => {
    stubFetch({ status: 422, body: { message: 'Total does not match' } });
    await expect(createOrder(payload)).rejects.toMatchObject({ kind: 'http', serverMessage: 'Total does not match' });
  });
});

describe('getOrders', () => {
  it('gets {api}/orders with the bearer token and parses every order', async () => {
    const stub = stubFetch({ body: { data: [orderAnswer] } });
    await expect(getOrders()).resolves.toEqual([parsedOrder]);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${API_URL}/orders`);
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('accepts a bare list', async () => {
    stubFetch({ body: [orderAnswer] });
    await expect(getOrders()).resolves.toHaveLength(1);
  });

  it('rejects an order without a status', async () => {
    stubFetch({ body: { data: [{ ...orderAnswer, status: undefined }] } });
    await expect(getOrders()).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('getOrder', () => {
  it('reads data.order of GET {api}/orders/{id}', async () => {
    const stub = stubFetch({ body: { data: { order: orderAnswer } } });
    await expect(getOrder(orderAnswer.uuid)).resolves.toEqual(parsedOrder);
    expect(stub.only().url.href).toBe(`${API_URL}/orders/${orderAnswer.uuid}`);
    expect(stub.only().headers.get('authorization')).toBe('Bearer token-123');
  });

  it('reads the delivery instructions of an order, and an older answer without them', async () => {
    stubFetch({ body: { data: { order: { ...orderAnswer, delivery_instructions: 'Call on arrival' } } } });
    await expect(getOrder(orderAnswer.uuid)).resolves.toMatchObject({ delivery_instructions: 'Call on arrival' });
    stubFetch({ body: { data: { order: orderAnswer } } });
    const older = await getOrder(orderAnswer.uuid);
    expect(older?.delivery_instructions ?? null).toBeNull();
  });

  it('returns null when the call fails', async () => {
    stubFetch({ status: 404, body: { message: 'Not found' } });
    await expect(getOrder('missing')).resolves.toBeNull();
  });

  it('returns null when the answer is malformed', async () => {
    stubFetch({ body: { data: {} } });
    await expect(getOrder('x')).resolves.toBeNull();
  });
});

describe('initiatePayment', () => {
  it('posts the customer name and email to {api}/payment/{id}', async () => {
    const stub = stubFetch({ body: { type: 'link', payment_link: 'https://pay.test/p/1' } });
    await expect(initiatePayment('order-9', { name: 'Mwila Banda', email: 'mwila@example.com' })).resolves.toEqual({
      type: 'link',
      payment_link: 'https://pay.test/p/1',
    });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/payment/order-9`);
    expect(request.body).toEqual({ name: 'Mwila Banda', email: 'mwila@example.com' });
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('asks for a prompt on the phone under the attempt\'s idempotency key, and parses the payment', async () => {
    const payment = {
      reference: 'pay-1',
      status: 'pending',
      network: 'AIRTEL',
      phone_ending: '4567',
      expires_at: '2026-11-28T10:02:00.000Z',
      failure_reason: null,
      provider_reference: null,
      prompt_url: 'https://api.test/api/sandbox/phone/abc',
    };
    const stub = stubFetch({ body: { type: 'mobile_money', payment_link: null, payment } });
    const payload = { name: 'Mwila Banda', email: 'mwila@example.com', method: 'mobile_money' as const, phone: '0971234567' };
    await expect(initiatePayment('order-9', payload, 'attempt-123')).resolves.toEqual({ type: 'mobile_money', payment_link: null, payment });
    const request = stub.only();
    expect(request.body).toEqual(payload);
    expect(request.headers.get('idempotency-key')).toBe('attempt-123');
  });

  it('accepts another type without a link', async () => {
    stubFetch({ body: { type: 'wallet' } });
    await expect(initiatePayment('order-9', { name: 'M', email: 'm@x.zm' })).resolves.toEqual({ type: 'wallet' });
  });

  it('rejects a link payment without its link', async () => {
    stubFetch({ body: { type: 'link', payment_link: null } });
    await expect(initiatePayment('order-9', { name: 'M', email: 'm@x.zm' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('passes the server message of a refused payment', async () => {
    stubFetch({ status: 400, body: { message: 'Order already paid' } });
    await expect(initiatePayment('order-9', { name: 'M', email: 'm@x.zm' })).rejects.toMatchObject({
      serverMessage: 'Order already paid',
    });
  });
});
