import { orderResponseSchema, paymentInitiationResponseSchema, type MobilePayment } from '@storefront/api-client/schemas';
import type { AppConfig } from '../config';
import { signSandboxCallback, SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-gateway/sandbox-gateway';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

const SECRET = testConfig.mobileMoney.sandboxCallbackSecret ?? '';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function storefront(mobileMoney: Partial<AppConfig['mobileMoney']> = {}) {
  const testApp = await createTestApp({ orderStatusStepMs: 0, mobileMoney: { ...testConfig.mobileMoney, ...mobileMoney } });
  apps.push(testApp);
  const customer = await registerAndSignIn(testApp.app);
  return { ...testApp, customer };
}

type Storefront = Awaited<ReturnType<typeof storefront>>;

/** Pickup of two Nshima with Ifisashi: ZK 232.75. */
const newOrder = ({ app, customer }: Storefront) =>
  placeOrder(app, customer, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 2 }], orderType: 'pickup' });

function payByPhone({ app, customer }: Storefront, orderUuid: string, phone = '097 123 4567', key?: string, user: TestUser = customer) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/${orderUuid}`,
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { name: 'Mwila Banda', email: user.email, method: 'mobile_money', phone },
  });
}

async function promptFor(store: Storefront, orderUuid: string, phone?: string, key?: string): Promise<MobilePayment> {
  const response = await payByPhone(store, orderUuid, phone, key);
  expect(response.statusCode).toBe(200);
  const answer = paymentInitiationResponseSchema.parse(response.json());
  expect(answer.type).toBe('mobile_money');
  if (!answer.payment) throw new Error(`No payment: ${response.body}`);
  return answer.payment;
}

/** Answers the prompt on the sandbox's phone page, as its buttons do. */
function answerOnPhone({ app }: Storefront, payment: MobilePayment, answer: 'approve' | 'decline' | 'insufficient_funds') {
  return app.inject({
    method: 'POST',
    url: `${new URL(payment.prompt_url ?? '').pathname}/${answer}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

async function orderOf({ app, customer }: Storefront, uuid: string) {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: customer.auth });
  return orderResponseSchema.parse(response.json()).data.order;
}

/** Waits for the callback (answered at once, applied right after) to have done its work. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function sendCallback({ app }: Storefront, body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/callbacks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

const walletCredits = ({ db }: Storefront) =>
  db.selectFrom('wallet_transactions').select(['kind', 'amount_ngwee', 'description']).orderBy('id').execute();

describe('mobile money in the sandbox', () => {
  it('sends a prompt to the network of the number, and the order is paid once it is approved on the phone', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    expect(payment).toMatchObject({ status: 'pending', network: 'AIRTEL', phone_ending: '4567', failure_reason: null, provider_reference: null });
    expect(payment.prompt_url).toMatch(new RegExp(`^${testConfig.publicUrl}/sandbox/phone/[\\w-]{43}$`));
    expect(Date.parse(payment.expires_at) - Date.now()).toBeGreaterThan(100_000);

    const phone = await store.app.inject({ method: 'GET', url: new URL(payment.prompt_url ?? '').pathname });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-security-policy']).toContain("default-src 'none'");
    expect(phone.body).toContain('Airtel Money on +260971234567');
    expect(phone.body).toContain('ZK 232.75');
    expect(phone.body).not.toMatch(/<script/i);

    const approved = await answerOnPhone(store, payment, 'approve');
    expect(approved.body).toContain('You approved this payment.');
    const order = await eventually(() => orderOf(store, orderUuid), (current) => current.payment_status === 'paid');
    expect(order).toMatchObject({ payment_status: 'paid', paid_with: 'mobile_money', payment: { status: 'paid', prompt_url: null } });
    expect(order.payment?.provider_reference).toMatch(/^SBX-/);
    expect(order.receipt).toEqual({
      paid_at: expect.any(String),
      paid_with: 'mobile_money',
      reference: order.payment?.provider_reference,
      network: 'AIRTEL',
      phone_ending: '4567',
    });
  });

  it.each([
    ['decline', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
  ] as const)('a prompt answered %s fails with its reason and leaves the order to pay', async (answer, reason) => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid, '0961234567');
    expect(payment.network).toBe('MTN');
    await answerOnPhone(store, payment, answer);
    const order = await eventually(() => orderOf(store, orderUuid), (current) => current.payment?.status !== 'pending');
    expect(order).toMatchObject({ payment_status: 'pending', payment: { status: 'failed', failure_reason: reason } });
  });

  it('a prompt nobody answers expires, and answering it afterwards changes nothing', async () => {
    const store = await storefront({ promptMs: 200 });
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    const order = await eventually(() => orderOf(store, orderUuid), (current) => current.payment?.status === 'expired', 4000);
    expect(order).toMatchObject({ payment_status: 'pending', payment: { status: 'expired' } });
    const late = await answerOnPhone(store, payment, 'approve');
    expect(late.body).toContain('This prompt expired before it was answered.');
    await settle();
    expect((await orderOf(store, orderUuid)).payment_status).toBe('pending');
  });

  it('the same idempotency key answers the same payment and sends one prompt', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const first = await promptFor(store, orderUuid, '0971234567', 'checkout-attempt-1');
    const again = await promptFor(store, orderUuid, '0971234567', 'checkout-attempt-1');
    expect(again.reference).toBe(first.reference);
    expect(await store.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 1 });
    expect(
      await store.db.selectFrom('sandbox_gateway_payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ).toEqual({ n: 1 });
  });

  it('refuses what is not a Zambian mobile number, and asks for the network of a number it cannot place', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const notANumber = await payByPhone(store, orderUuid, 'my phone');
    expect(notANumber.statusCode).toBe(422);
    expect(notANumber.json().message).toBe('Enter the mobile money number to send the prompt to.');
    const landline = await payByPhone(store, orderUuid, '0211 234567');
    expect(landline.statusCode).toBe(422);
    expect(landline.json().message).toBe('Enter the mobile money number to send the prompt to.');
    const unknownRange = await payByPhone(store, orderUuid, '098 123 4567');
    expect(unknownRange.statusCode).toBe(422);
    expect(unknownRange.json().message).toBe('Choose the network of this number.');
  });

  it('a new prompt replaces the waiting one; money that comes for both pays the order and goes back to the wallet', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const first = await promptFor(store, orderUuid, '0971234567');
    const second = await promptFor(store, orderUuid, '0961234567');
    expect((await orderOf(store, orderUuid)).payment).toMatchObject({ reference: second.reference, status: 'pending', network: 'MTN' });

    // The customer approves the first prompt after all: the order is paid by it.
    await answerOnPhone(store, first, 'approve');
    await eventually(() => orderOf(store, orderUuid), (order) => order.payment_status === 'paid');
    // And then the second: that money is the customer's again, in the wallet.
    await answerOnPhone(store, second, 'approve');
    await eventually(async () => walletCredits(store), (credits) => credits.length > 0);
    expect(await walletCredits(store)).toEqual([{ kind: 'refund', amount_ngwee: 23275, description: `Refund: order #${orderUuid.slice(0, 6).toUpperCase()} was already paid` }]);
  });
});

describe('the callback', () => {
  it('a forged callback is refused and changes nothing', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    const body = JSON.stringify({ reference: payment.reference });
    const forged = await sendCallback(store, body, signSandboxCallback(body, 'not-the-secret-at-all'));
    expect(forged.statusCode).toBe(401);
    const unsigned = await store.app.inject({ method: 'POST', url: '/api/payments/callbacks/sandbox', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    const otherProvider = await store.app.inject({ method: 'POST', url: '/api/payments/callbacks/pawapay', headers: { 'content-type': 'application/json' }, payload: body });
    expect(otherProvider.statusCode).toBe(404);
    await settle();
    expect((await orderOf(store, orderUuid)).payment).toMatchObject({ status: 'pending' });
  });

  it('a rightly signed callback for a payment the provider has not completed changes nothing: the provider is asked', async () => {
    const store = await storefront();
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    const body = JSON.stringify({ reference: payment.reference });
    const replayed = await sendCallback(store, body, signSandboxCallback(body, SECRET));
    expect(replayed.statusCode).toBe(200);
    await settle();
    expect(await orderOf(store, orderUuid)).toMatchObject({ payment_status: 'pending', payment: { status: 'pending' } });
  });

  it('a callback that comes twice, or again later, is applied once', async () => {
    const store = await storefront({ sandboxCallbacks: 'twice' });
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    await answerOnPhone(store, payment, 'approve');
    const paid = await eventually(() => orderOf(store, orderUuid), (order) => order.payment_status === 'paid');
    const paidAtOf = () => store.db.selectFrom('orders').select('paid_at').where('uuid', '=', orderUuid).executeTakeFirst();
    const paidAt = await paidAtOf();
    const body = JSON.stringify({ reference: payment.reference });
    expect((await sendCallback(store, body, signSandboxCallback(body, SECRET))).statusCode).toBe(200);
    await settle();
    expect(await orderOf(store, orderUuid)).toEqual(paid);
    expect(await paidAtOf()).toEqual(paidAt);
    expect(await walletCredits(store)).toEqual([]);
  });

  it('when the callback never comes, reconciliation asks the provider and the order is paid', async () => {
    const store = await storefront({ sandboxCallbacks: 'never', reconcileMs: 100 });
    const orderUuid = await newOrder(store);
    const payment = await promptFor(store, orderUuid);
    await answerOnPhone(store, payment, 'approve');
    const order = await eventually(() => orderOf(store, orderUuid), (current) => current.payment_status === 'paid');
    expect(order).toMatchObject({ payment_status: 'paid', payment: { status: 'paid' } });
  });
});

describe('with pawaPay as the provider', () => {
  it('has no sandbox phone, and takes only callbacks pawaPay signed, at its own address', async () => {
    const store = await storefront({ provider: { kind: 'pawapay', baseUrl: 'http://127.0.0.1:9', apiToken: 'token', callbackPublicKey: null } });
    const body = JSON.stringify({ depositId: '0a1b2c3d-0000-4000-8000-000000000001', status: 'COMPLETED' });
    const unsigned = await store.app.inject({ method: 'POST', url: '/api/payments/callbacks/pawapay', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect((await sendCallback(store, body, signSandboxCallback(body, SECRET))).statusCode).toBe(404);
    expect((await store.app.inject({ method: 'GET', url: '/api/sandbox/phone/anything' })).statusCode).toBe(404);
  });
});
