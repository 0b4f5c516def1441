import { loginResponseSchema, topupResponseSchema, walletBalanceResponseSchema } from '@storefront/api-client/schemas';
import type { StorefrontDatabase } from '../db/connect-database';
import { startApiProcesses, type ApiProcesses } from '../test-support/api-processes';
import { databaseForProcesses } from '../test-support/test-database';
import { quoteCartWith } from '../test-support/test-orders';

/**
 * Paying from the wallet at checkout, several times at once, through two API processes on one
 * database (as two servers behind a balancer would): the balance covers one order, so exactly
 * one is placed and paid, the others are refused, and the wallet never goes below zero.
 */

let database: StorefrontDatabase;
let api: ApiProcesses;

beforeAll(async () => {
  const shared = await databaseForProcesses();
  database = shared.database;
  api = await startApiProcesses(2, { ...shared.env, RATE_LIMIT_PER_MINUTE: '10000' });
}, 60_000);

afterAll(async () => {
  await api.stop();
  await database.close();
});

async function call(base: string, method: string, pathname: string, options: { body?: object; token?: string; form?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : options.form ? '' : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as unknown) : null };
}

it('places exactly one of several simultaneous wallet checkouts the balance covers once', async () => {
  const [first = '', second = ''] = api.bases;
  const email = 'wallet.racer@example.zm';
  const password = 'Wallet-racer-2026';
  await call(first, 'POST', '/api/register', {
    body: { first_name: 'Wallet', last_name: 'Racer', email, code: '+260', phone: '0967000123', password, role: 'customer' },
  });
  const login = loginResponseSchema.parse((await call(first, 'POST', '/api/login', { body: { email, password, role: 'customer' } })).json);
  if (!login.success) throw new Error('Sign-in failed');
  const { token } = login.data;

  const topup = topupResponseSchema.parse((await call(first, 'POST', '/api/wallet/initiate-topup', { token, body: { amount: 500 } })).json);
  const link = topup.data?.payment_link;
  if (!link) throw new Error('No top-up link');
  expect((await call(first, 'POST', `${new URL(link).pathname}/pay`, { form: true })).status).toBeLessThan(400);

  // ZK 308.00 for pickup: 500 pays for one, not two.
  const quote = await quoteCartWith(async (pathname) => (await call(first, 'GET', pathname)).json, {
    lines: [{ meal: 'Nshima with Beef Stew', quantity: 2 }],
    orderType: 'pickup',
  });
  expect(quote.totals.total).toBe(308);
  const body = { ...quote.payload, payment_method: 'wallet' };

  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, index) => call(index % 2 === 0 ? first : second, 'POST', '/api/orders', { token, body })),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  expect(answers.find((answer) => answer.status === 409)?.json).toEqual({
    success: false,
    message: 'Your wallet balance (ZMW 192.00) does not cover this order (ZMW 308.00). Top up your wallet or pay by link.',
  });

  const balance = walletBalanceResponseSchema.parse((await call(second, 'GET', '/api/wallet/balance', { token })).json).balance;
  expect(balance).toBe(192);

  const orders = await database.db.selectFrom('orders').select(['payment_status', 'paid_with']).execute();
  expect(orders).toEqual([{ payment_status: 'paid', paid_with: 'wallet' }]);
  const debits = await database.db.selectFrom('wallet_transactions').select(['kind', 'amount_ngwee']).where('kind', '=', 'order_payment').execute();
  expect(debits).toEqual([{ kind: 'order_payment', amount_ngwee: -30800 }]);
});
