import { orderResponseSchema, topupResponseSchema, walletBalanceResponseSchema, walletHistoryResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { settleSandboxPayment, startTopup } from '../test-support/test-payments';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
let customer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await registerAndSignIn(testApp.app);
  stranger = await registerAndSignIn(testApp.app);
});
afterAll(() => testApp.close());

async function balanceOf(user: TestUser): Promise<number> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: user.auth });
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return walletBalanceResponseSchema.parse(response.json()).balance;
}

function topup(amount: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/wallet/initiate-topup', headers: customer.auth, payload: { amount } });
}

async function topupPath(amount: number): Promise<string> {
  const response = await topup(amount);
  expect(response.statusCode).toBe(200);
  const answer = topupResponseSchema.parse(response.json());
  expect(answer).toMatchObject({ success: true, message: 'Topup initiated successfully' });
  expect(answer.data?.payment_link?.startsWith(`${testConfig.publicUrl}/sandbox/pay/`)).toBe(true);
  return new URL(answer.data?.payment_link ?? '').pathname;
}

function submit(path: string, action: 'pay' | 'cancel') {
  return testApp.app.inject({ method: 'POST', url: `${path}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

describe('the wallet', () => {
  it('credits a top-up paid in the sandbox, once', async () => {
    expect(await balanceOf(customer)).toBe(0);
    const path = await topupPath(250.5);
    const page = await testApp.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Wallet top-up');
    expect(page.body).toContain('Pay ZK 250.50');
    expect(await balanceOf(customer)).toBe(0);

    expect((await submit(path, 'pay')).body).toContain('Payment successful');
    expect(await balanceOf(customer)).toBe(250.5);
    expect((await submit(path, 'pay')).statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe(250.5);
    expect(await balanceOf(stranger)).toBe(0);
  });

  it('credits nothing for a cancelled top-up', async () => {
    const before = await balanceOf(customer);
    const path = await topupPath(40);
    const cancelled = await submit(path, 'cancel');
    expect(cancelled.body).toContain('Payment cancelled');
    expect(cancelled.body).toContain('Start a new top-up from your wallet in ZamEats.');
    expect((await submit(path, 'pay')).statusCode).toBe(409);
    expect(await balanceOf(customer)).toBe(before);
  });

  it('refuses amounts that are not positive or above the limit', async () => {
    for (const amount of [0, -5, 0.001, '10']) {
      const response = await topup(amount);
      expect(response.statusCode).toBe(422);
    }
    expect((await topup(0)).json()).toEqual({ success: false, message: 'Please enter a valid amount' });
    expect((await topup(100_000.01)).json()).toEqual({ success: false, message: 'You can top up at most ZK 100,000.00 at a time.' });
    expect((await topup(100_000)).statusCode).toBe(200);
  });

  it('refuses an amount of more than two decimals rather than rounding it', async () => {
    const countPayments = () => testApp.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const before = await countPayments();
    for (const amount of [0.005, 10.999, 50.125]) {
      const response = await topup(amount);
      expect({ amount, status: response.statusCode, body: response.json() }).toEqual({
        amount,
        status: 422,
        body: { success: false, message: 'Please enter an amount with at most two decimals (ngwee).' },
      });
    }
    expect(await countPayments()).toEqual(before);
    expect((await topup(10.99)).statusCode).toBe(200);
  });
});

describe('paying an order from the wallet, and the history', () => {
  let payer: TestUser;
  beforeAll(async () => {
    payer = await registerAndSignIn(testApp.app);
    await settleSandboxPayment(testApp.app, await startTopup(testApp.app, payer, 300), 'pay');
  });

  /** Pickup of two Nshima with Ifisashi: ZK 232.75, unpaid. */
  const newOrder = () => placeOrder(testApp.app, payer, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 2 }], orderType: 'pickup' });
  const payFromWallet = (orderUuid: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/payment/${orderUuid}`, headers: payer.auth, payload: { name: 'Mwila Banda', email: payer.email, method: 'wallet' } });
  const orderOf = async (uuid: string) =>
    orderResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: payer.auth })).json()).data.order;
  const historyOf = async (user: TestUser) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: user.auth });
    expect(response.statusCode).toBe(200);
    return walletHistoryResponseSchema.parse(response.json()).data;
  };

  it('pays an unpaid order once, with a receipt quoting the debit, when the balance covers it', async () => {
    const orderUuid = await newOrder();
    const paid = await payFromWallet(orderUuid);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, type: 'wallet', payment_link: null, message: 'Paid from your wallet.' });
    expect(await balanceOf(payer)).toBe(67.25);

    const order = await orderOf(orderUuid);
    expect(order).toMatchObject({ payment_status: 'paid', paid_with: 'wallet' });
    const debit = await testApp.db
      .selectFrom('wallet_transactions as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select('w.uuid')
      .where('w.kind', '=', 'order_payment')
      .where('u.uuid', '=', payer.uuid)
      .executeTakeFirstOrThrow();
    expect(order.receipt).toEqual({ paid_at: expect.any(String), paid_with: 'wallet', reference: debit.uuid, network: null, phone_ending: null });

    const again = await payFromWallet(orderUuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    expect(await balanceOf(payer)).toBe(67.25);
  });

  it('refuses an order the balance does not cover, saying both amounts, and takes nothing', async () => {
    const orderUuid = await newOrder();
    const short = await payFromWallet(orderUuid);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Your wallet balance (ZMW 67.25) does not cover this order (ZMW 232.75). Top up your wallet or pay by link.');
    expect((await orderOf(orderUuid)).payment_status).toBe('pending');
    expect(await balanceOf(payer)).toBe(67.25);
  });

  it('lists the top-ups and payments, newest first, that the balance is the sum of; to nobody else', async () => {
    const history = await historyOf(payer);
    expect(history.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'order_payment', amount: -232.75 },
      { kind: 'topup', amount: 300 },
    ]);
    expect(history[0]?.order_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(history[1]?.order_uuid).toBeNull();
    expect(history.reduce((sum, entry) => sum + entry.amount, 0)).toBe(await balanceOf(payer));
    expect(await historyOf(stranger)).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/wallet/transactions' })).statusCode).toBe(401);
  });
});
