import { orderResponseSchema, paymentInitiationResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
let customer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  // Statuses stay put so each test sees the order as its payment left it.
  testApp = await createTestApp({ orderStatusStepMs: 0 });
  customer = await registerAndSignIn(testApp.app);
  stranger = await registerAndSignIn(testApp.app);
});
afterAll(() => testApp.close());

/** Pickup of two Nshima with Ifisashi: ZK 232.75. */
function newOrder(): Promise<string> {
  return placeOrder(testApp.app, customer, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 2 }], orderType: 'pickup' });
}

function initiate(orderUuid: string, user: TestUser = customer) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/payment/${orderUuid}`,
    headers: user.auth,
    payload: { name: 'Mwila Banda', email: user.email },
  });
}

/** The sandbox path of a payment link (inject takes paths, the link is absolute). */
async function paymentPath(orderUuid: string): Promise<string> {
  const response = await initiate(orderUuid);
  expect(response.statusCode).toBe(200);
  const answer = paymentInitiationResponseSchema.parse(response.json());
  expect(answer.type).toBe('link');
  const link = answer.payment_link ?? '';
  expect(link).toMatch(new RegExp(`^${testConfig.publicUrl}/sandbox/pay/[\\w-]{43}$`));
  return new URL(link).pathname;
}

function submit(path: string, action: 'pay' | 'cancel') {
  // What a browser sends for a form without fields.
  return testApp.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

async function orderOf(uuid: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: customer.auth });
  return orderResponseSchema.parse(response.json()).data.order;
}

describe('the payment sandbox', () => {
  it('shows the checkout, pays once and marks the order paid', async () => {
    const orderUuid = await newOrder();
    const path = await paymentPath(orderUuid);

    const page = await testApp.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('ZamEats Pay — sandbox');
    expect(page.body).toContain(`Order #${orderUuid.slice(0, 6).toUpperCase()}`);
    expect(page.body).toContain('ZK 232.75');
    expect(page.body).toContain('>Pay ZK 232.75</button>');
    expect(page.body).toContain('>Cancel payment</button>');
    expect(page.body).toMatch(/<form method="post" action="[\w-]{43}\/pay">/);
    expect(page.body).not.toMatch(/<script/i);

    const paid = await submit(path, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    expect(paid.body).toContain('You can close this tab and return to ZamEats.');
    expect(paid.body).toContain(`<a class="back" href="http://storefront.test/user/orders/${orderUuid}">Back to your order</a>`);
    const order = await orderOf(orderUuid);
    expect(order.payment_status).toBe('paid');
    expect(order.status).toBe('pending');
    // The receipt quotes the payment's own id, never its link's secret reference.
    const paidPayment = await testApp.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select('p.uuid')
      .where('o.uuid', '=', orderUuid)
      .executeTakeFirstOrThrow();
    expect(order.receipt).toEqual({ paid_at: expect.any(String), paid_with: 'link', reference: paidPayment.uuid, network: null, phone_ending: null });
    expect(order.receipt?.reference).not.toBe(path.split('/').pop());

    const again = await submit(path, 'pay');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('already made; nothing was charged again');
    const cancelAfterPaying = await submit(path, 'cancel');
    expect(cancelAfterPaying.statusCode).toBe(409);
    expect((await orderOf(orderUuid)).payment_status).toBe('paid');
    const payments = await testApp.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'paid')
      .executeTakeFirst();
    expect(payments).toEqual({ n: 1 });

    const revisit = await testApp.app.inject({ method: 'GET', url: path });
    expect(revisit.body).toContain('Payment successful');
    expect(revisit.body).not.toContain('<form');

    const another = await initiate(orderUuid);
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ success: false, message: 'This order is already paid.' });
  });

  it('cancels without paying; the order can be paid later through a new link', async () => {
    const orderUuid = await newOrder();
    expect((await orderOf(orderUuid)).receipt).toBeNull();
    const path = await paymentPath(orderUuid);

    const cancelled = await submit(path, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Payment cancelled');
    expect((await orderOf(orderUuid)).payment_status).toBe('pending');

    const payAfterCancel = await submit(path, 'pay');
    expect(payAfterCancel.statusCode).toBe(409);
    expect(payAfterCancel.body).toContain('was cancelled, so nothing was charged');
    expect((await orderOf(orderUuid)).payment_status).toBe('pending');
    expect((await submit(path, 'cancel')).statusCode).toBe(200);

    const newPath = await paymentPath(orderUuid);
    expect(newPath).not.toBe(path);
    expect((await submit(newPath, 'pay')).body).toContain('Payment successful');
    expect((await orderOf(orderUuid)).payment_status).toBe('paid');
  });

  it('never pays an order twice through two open links', async () => {
    const orderUuid = await newOrder();
    const first = await paymentPath(orderUuid);
    const second = await paymentPath(orderUuid);
    const [one, two] = await Promise.all([submit(first, 'pay'), submit(second, 'pay')]);
    expect(one.body).toContain('Payment successful');
    expect(two.body).toContain('is already paid; nothing was charged');
    const rows = await testApp.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select('p.status')
      .where('o.uuid', '=', orderUuid)
      .orderBy('p.id')
      .execute();
    expect(rows).toEqual([{ status: 'paid' }, { status: 'pending' }]);
    expect((await testApp.app.inject({ method: 'GET', url: second })).body).toContain('is already paid');
  });

  it('answers an unknown or malformed reference with a 404 page', async () => {
    for (const reference of ['A'.repeat(43), 'short', '%3Cscript%3E']) {
      const page = await testApp.app.inject({ method: 'GET', url: `/api/sandbox/pay/${reference}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Payment not found');
      expect(page.body).not.toContain('<script>');
      expect((await submit(`/api/sandbox/pay/${reference}`, 'pay')).statusCode).toBe(404);
    }
  });

  it("refuses to pay another user's order or an unknown one", async () => {
    const orderUuid = await newOrder();
    const foreign = await initiate(orderUuid, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await initiate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('validates the customer details', async () => {
    const orderUuid = await newOrder();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/payment/${orderUuid}`,
      headers: customer.auth,
      payload: { name: '', email: customer.email },
    });
    expect(response.statusCode).toBe(422);
  });
});
