import { orderSchema } from '@storefront/api-client/schemas';
import { API_TEST_PORTS } from '../../../scripts/test-ports.mjs';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
let customer: TestUser;
const base = `http://127.0.0.1:${API_TEST_PORTS.liveOrders}`;

beforeAll(async () => {
  // Statuses move every second once paid (a minute in the product), so the stream sees each step.
  testApp = await createTestApp({ orderStatusStepMs: 1000 });
  customer = await registerAndSignIn(testApp.app);
  await testApp.app.listen({ host: '127.0.0.1', port: API_TEST_PORTS.liveOrders });
});
afterAll(() => testApp.close());

interface StreamEvent {
  event: string;
  data: unknown;
  at: number;
}

/** Opens a stream as a browser's EventSource does, and collects its events until `stop()`. */
async function openStream(path: string, user: TestUser = customer) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers: { ...user.auth, accept: 'text/event-stream' }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body ?? []) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // Aborted by stop().
    }
  })();
  return {
    response,
    events,
    stop: async () => {
      controller.abort();
      await reading;
    },
  };
}

async function until(holds: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!holds() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the live order streams', () => {
  it("the order's stream sends it now, then its payment and every status step within a second of the change", async () => {
    const uuid = await placeOrder(testApp.app, customer, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'pickup' });
    const stream = await openStream(`/api/orders/${uuid}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    await until(() => stream.events.length > 0);
    expect(orderSchema.parse(stream.events[0]?.data)).toMatchObject({ uuid, payment_status: 'pending', status: 'pending' });

    const paidAt = Date.now();
    const paying = await testApp.app.inject({
      method: 'POST',
      url: `/api/payment/${uuid}`,
      headers: customer.auth,
      payload: { name: 'Mwila Banda', email: customer.email, method: 'mobile_money', phone: '0971234567' },
    });
    const promptUrl = new URL(paying.json().payment.prompt_url as string);
    await testApp.app.inject({ method: 'POST', url: `${promptUrl.pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

    const orders = () => stream.events.map((event) => orderSchema.parse(event.data));
    await until(() => orders().some((order) => order.status === 'delivered'), 5000);
    await stream.stop();
    const paid = stream.events.find((event) => orderSchema.parse(event.data).payment_status === 'paid');
    expect(paid).toBeDefined();
    expect((paid?.at ?? Infinity) - paidAt).toBeLessThan(1000);
    // Pickup: paid, processing, delivered, each sent once.
    expect([...new Set(orders().map((order) => order.status))]).toEqual(['pending', 'processing', 'delivered']);
  }, 10_000);

  it("the dashboard's stream sends the list, and refuses a visitor who is not signed in", async () => {
    const stream = await openStream('/api/orders/events');
    await until(() => stream.events.length > 0);
    await stream.stop();
    expect(stream.events[0]?.event).toBe('orders');
    expect(Array.isArray(stream.events[0]?.data)).toBe(true);

    const anonymous = await fetch(`${base}/api/orders/events`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    const other = await registerAndSignIn(testApp.app);
    const uuid = await placeOrder(testApp.app, customer, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'pickup' });
    const stranger = await fetch(`${base}/api/orders/${uuid}/events`, { headers: { ...other.auth, accept: 'text/event-stream' } });
    expect(stranger.status).toBe(404);
  });
});
