import type { FastifyInstance } from 'fastify';
import {
  createdAddressResponseSchema,
  createdOrderResponseSchema,
  loginResponseSchema,
  paymentInitiationResponseSchema,
  topupResponseSchema,
  walletBalanceResponseSchema,
} from '@storefront/api-client/schemas';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { StorefrontDatabase } from '../db/connect-database';
import { toNgwee } from '../lib/money';
import { seededTestDatabase } from '../test-support/test-database';
import { quoteCartWith } from '../test-support/test-orders';

/**
 * Twenty customers check out and top up their wallets at the same moment, over HTTP, against the
 * app as main.ts builds it (a SQLite file in WAL mode, the order status timer running). Nothing
 * may fail, no order may be stored twice or lost, and every wallet holds exactly its paid top-ups.
 */

const CUSTOMERS = 20;
// Meals of Lusaka kitchens: the customers live in Kabulonga, within their reach.
const meals = ['Nshima with Ifisashi', 'Nshima with Kapenta', 'T-Bone Steak with Chips', 'Nshima with Beef Stew'];

interface TopupPlan {
  amount: number;
  /** Pay, cancel, or pay twice at once (a double click on Pay). */
  action: 'pay' | 'cancel' | 'double-pay';
}

/** Three top-ups each; every third customer cancels the last one. */
function topupsOf(index: number): TopupPlan[] {
  return [
    { amount: 10 + index, action: 'double-pay' },
    { amount: 25.5, action: 'pay' },
    { amount: 40, action: index % 3 === 0 ? 'cancel' : 'pay' },
  ];
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

interface Answer {
  status: number;
  json: unknown;
}

let database: StorefrontDatabase;
let app: FastifyInstance;
let baseUrl: string;
const failures: Failure[] = [];

beforeAll(async () => {
  const config = readConfig({ HOST: '127.0.0.1', PORT: '0', ORDER_STATUS_STEP_MS: '200' });
  database = await seededTestDatabase(new Date());
  app = buildApp({ db: database.db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address !== 'object') throw new Error('The app is not listening on a port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** One request over HTTP; an answer of 400 or more is recorded as a failure. */
async function call(method: string, pathname: string, options: { body?: object; token?: string; form?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) {
    // What the sandbox page's form without fields sends.
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = '';
  }
  const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  if (response.status >= 400) failures.push({ request: `${method} ${pathname}`, status: response.status, body: text.slice(0, 300) });
  const json: unknown = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null;
  return { status: response.status, json };
}

/** Presses Pay or Cancel on the sandbox page of a payment link. */
function settle(link: string | null | undefined, action: 'pay' | 'cancel'): Promise<Answer> {
  if (!link) throw new Error('No payment link');
  return call('POST', `${new URL(link).pathname}/${action}`, { form: true });
}

interface Outcome {
  email: string;
  token: string;
  orderUuid: string;
  paidTopupsNgwee: number;
}

async function customerJourney(index: number): Promise<Outcome> {
  const email = `load.customer${index}@example.zm`;
  const password = `Load-pass-${index}`;
  const registered = await call('POST', '/api/register', {
    body: { first_name: 'Load', last_name: `Customer ${index}`, email, code: '+260', phone: `096${String(1_000_000 + index).slice(-7)}`, password, role: 'customer' },
  });
  const login = loginResponseSchema.parse((await call('POST', '/api/login', { body: { email, password, role: 'customer' } })).json);
  if (!login.success) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(registered)}`);
  const { token } = login.data;

  const saved = await call('POST', '/api/address', {
    token,
    body: { address: `House ${index}, Kabulonga`, location: 'Lusaka', latitude: String(-15.41 - index / 1000), longitude: '28.3392' },
  });
  const address = createdAddressResponseSchema.parse(saved.json);
  const quote = await quoteCartWith(async (pathname) => (await call('GET', pathname)).json, {
    lines: [{ meal: meals[index % meals.length] ?? 'Chikanda', quantity: 1 + (index % 3) }],
    orderType: 'delivery',
    address,
  });
  const order = createdOrderResponseSchema.parse((await call('POST', '/api/orders', { token, body: quote.payload })).json);
  const payment = paymentInitiationResponseSchema.parse(
    (await call('POST', `/api/payment/${order.uuid}`, { token, body: { name: `Load Customer ${index}`, email } })).json,
  );
  await settle(payment.payment_link, 'pay');

  const plans = topupsOf(index);
  await Promise.all(
    plans.map(async ({ amount, action }) => {
      const link = topupResponseSchema.parse((await call('POST', '/api/wallet/initiate-topup', { token, body: { amount } })).json).data?.payment_link;
      if (action === 'double-pay') await Promise.all([settle(link, 'pay'), settle(link, 'pay')]);
      else await settle(link, action);
    }),
  );
  const paidTopupsNgwee = plans.filter((plan) => plan.action !== 'cancel').reduce((sum, plan) => sum + toNgwee(plan.amount), 0);
  return { email, token, orderUuid: order.uuid, paidTopupsNgwee };
}

it(`${CUSTOMERS} customers check out and top up at once without an error or a lost or doubled write`, async () => {
  const outcomes = await Promise.all(Array.from({ length: CUSTOMERS }, (_, index) => customerJourney(index)));
  expect(failures).toEqual([]);

  const ordersPerCustomer = await database.db
    .selectFrom('users as u')
    .leftJoin('orders as o', 'o.user_id', 'u.id')
    .select((eb) => [
      'u.email',
      eb.fn.count<number>('o.id').as('orders'),
      eb.fn.sum<number>(eb.case().when('o.payment_status', '=', 'paid').then(1).else(0).end()).as('paid'),
    ])
    .where('u.email', 'like', 'load.customer%')
    .groupBy(['u.id', 'u.email'])
    .orderBy('u.email')
    .execute();
  expect(ordersPerCustomer).toEqual(
    outcomes.map((outcome) => ({ email: outcome.email, orders: 1, paid: 1 })).sort((a, b) => (a.email < b.email ? -1 : 1)),
  );

  for (const outcome of outcomes) {
    const orders = (await call('GET', '/api/orders', { token: outcome.token })).json as { data: { uuid: string }[] };
    expect(orders.data.map((order) => order.uuid)).toEqual([outcome.orderUuid]);
    const balance = walletBalanceResponseSchema.parse((await call('GET', '/api/wallet/balance', { token: outcome.token })).json).balance;
    expect({ email: outcome.email, balanceNgwee: toNgwee(balance) }).toEqual({ email: outcome.email, balanceNgwee: outcome.paidTopupsNgwee });
  }
  expect(failures).toEqual([]);
}, 45_000);
