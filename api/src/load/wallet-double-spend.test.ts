import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loginResponseSchema, topupResponseSchema, walletBalanceResponseSchema } from '@storefront/api-client/schemas';
import Database from 'better-sqlite3';
import { quoteCartWith } from '../test-support/test-orders';

/**
 * Paying from the wallet at checkout, several times at once, through two API processes on one
 * SQLite file (as two servers behind a balancer would): the balance covers one order, so exactly
 * one is placed and paid, the others are refused, and the wallet never goes below zero.
 */

const apiRoot = path.resolve(__dirname, '../..');
let directory: string;
let databaseFile: string;
const servers: ChildProcess[] = [];
const bases: string[] = [];

/** Starts `src/main.ts` on a free port and answers its base URL once it listens. */
function startServer(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_FILE: databaseFile,
      ORDER_STATUS_STEP_MS: '0',
      RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The api exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /api listening on (http:\/\/\S+)\/api/.exec(line);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'storefront-wallet-'));
  databaseFile = path.join(directory, 'storefront.sqlite');
  // One after the other: the first migrates and seeds the file, the second finds it ready.
  bases.push(await startServer());
  bases.push(await startServer());
}, 60_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(directory, { recursive: true, force: true });
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
  const [first = '', second = ''] = bases;
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

  const db = new Database(databaseFile, { readonly: true });
  try {
    expect(db.prepare(`SELECT count(*) AS orders, sum(payment_status = 'paid' AND paid_with = 'wallet') AS paid FROM orders`).get()).toEqual({
      orders: 1,
      paid: 1,
    });
    expect(db.prepare(`SELECT kind, amount_ngwee FROM wallet_transactions WHERE kind = 'order_payment'`).all()).toEqual([
      { kind: 'order_payment', amount_ngwee: -30800 },
    ]);
  } finally {
    db.close();
  }
}, 60_000);
