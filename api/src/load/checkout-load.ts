import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createdOrderResponseSchema, loginResponseSchema, registrationResponseSchema } from '@storefront/api-client/schemas';
import { z } from 'zod';
import { quoteCartWith } from '../test-support/test-orders';

/**
 * Checkout under load, for the benchmark (bench/measure-checkout.mjs): `customers` customers,
 * registered and signed in over HTTP, place pickup orders back to back for `durationS` seconds,
 * each request to the next of `bases` in turn (round-robin over the api replicas). A warm-up of
 * `warmupS` seconds (default 2) comes first and is not counted.
 *
 *   npx tsx src/load/checkout-load.ts '{"bases":["http://127.0.0.1:27041"],"customers":20,"durationS":10}'
 *
 * Prints one JSON line: orders placed (answered 201), errors (any other answer, or no answer),
 * the measured seconds, and the latency of every answered order request (ascending, in
 * milliseconds), of which the benchmark takes the rate and the percentiles. Progress goes to stderr.
 */

const argumentsSchema = z.object({
  bases: z.array(z.url({ protocol: /^https?$/ })).min(1),
  customers: z.number().int().min(1).max(9999),
  durationS: z.number().positive(),
  warmupS: z.number().min(0).default(2),
});

type LoadArguments = z.infer<typeof argumentsSchema>;

interface CheckoutFigures {
  orders: number;
  errors: number;
  durationS: number;
  /** Every answered order request's latency, ascending: the benchmark takes its percentiles. */
  latenciesMs: number[];
}

interface Answer {
  status: number;
  json: unknown;
}

/** The meal every customer orders once per order: a pickup, so no address is needed. */
const CART = { lines: [{ meal: 'Nshima with Beef Stew', quantity: 1 }], orderType: 'pickup' } as const;
/** One request that has no answer in this time counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

const log = (text: string): void => {
  process.stderr.write(`[checkout-load] ${text}\n`);
};

async function call(base: string, method: 'GET' | 'POST', pathname: string, options: { body?: object; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const json: unknown = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null;
  return { status: response.status, json };
}

/** Registers customer `index` of this run (an e-mail and a phone of the run's own) and answers their token. */
async function signUp(base: string, run: string, runDigits: string, index: number): Promise<string> {
  const email = `checkout.${run}.${index}@example.zm`;
  const password = `Checkout-load-${run}`;
  const registered = await call(base, 'POST', '/api/register', {
    body: {
      first_name: 'Checkout',
      last_name: `Load ${index}`,
      email,
      code: '+260',
      phone: `097${runDigits}${String(index).padStart(4, '0')}`,
      password,
      role: 'customer',
    },
  });
  const registration = registrationResponseSchema.parse(registered.json);
  if (registered.status >= 400 || !registration.success) throw new Error(`Registration of ${email} refused (${registered.status}): ${registration.message ?? ''}`);
  const login = loginResponseSchema.parse((await call(base, 'POST', '/api/login', { body: { email, password, role: 'customer' } })).json);
  if (!login.success) throw new Error(`Sign-in of ${email} failed: ${login.message ?? ''}`);
  return login.data.token;
}

interface Tally {
  orders: number;
  errors: number;
  latencies: number[];
  /** The first few refusals, to say why when there are errors. */
  samples: string[];
}

/**
 * Every customer places orders back to back until `until` (performance.now()); the requests of all
 * customers go to the bases in turn. Answers when the last request started before `until` ends.
 */
async function placeOrders(bases: readonly string[], tokens: readonly string[], payload: object, until: number, tally: Tally): Promise<void> {
  let next = 0;
  const customer = async (token: string): Promise<void> => {
    while (performance.now() < until) {
      const base = bases[next % bases.length] ?? '';
      next += 1;
      const started = performance.now();
      try {
        const answer = await call(base, 'POST', '/api/orders', { token, body: payload });
        tally.latencies.push(performance.now() - started);
        if (answer.status === 201 && createdOrderResponseSchema.safeParse(answer.json).success) tally.orders += 1;
        else {
          tally.errors += 1;
          if (tally.samples.length < 3) tally.samples.push(`${answer.status} ${JSON.stringify(answer.json)?.slice(0, 200)}`);
        }
      } catch (error) {
        tally.errors += 1;
        if (tally.samples.length < 3) tally.samples.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(tokens.map((token) => customer(token)));
}

async function checkoutLoad({ bases, customers, durationS, warmupS }: LoadArguments): Promise<CheckoutFigures> {
  const run = randomBytes(4).toString('hex');
  // Three digits of the run in the phone numbers (Zambian mobile numbers, 097 and seven digits),
  // so another run on the same database most likely finds them free.
  const runDigits = String(Number.parseInt(run, 16) % 1000).padStart(3, '0');
  log(`registering and signing in ${customers} customers`);
  const tokens = await Promise.all(Array.from({ length: customers }, (_, index) => signUp(bases[index % bases.length] ?? '', run, runDigits, index)));
  const first = bases[0] ?? '';
  const { payload } = await quoteCartWith(async (pathname) => (await call(first, 'GET', pathname)).json, CART);

  if (warmupS > 0) {
    log(`warming up for ${warmupS} s`);
    await placeOrders(bases, tokens, payload, performance.now() + warmupS * 1000, { orders: 0, errors: 0, latencies: [], samples: [] });
  }
  log(`${customers} customers ordering for ${durationS} s on ${bases.join(' ')}`);
  const tally: Tally = { orders: 0, errors: 0, latencies: [], samples: [] };
  const began = performance.now();
  await placeOrders(bases, tokens, payload, began + durationS * 1000, tally);
  const measuredS = (performance.now() - began) / 1000;
  if (tally.errors > 0) log(`${tally.errors} errors, such as: ${tally.samples.join(' | ')}`);

  return {
    orders: tally.orders,
    errors: tally.errors,
    durationS: measuredS,
    latenciesMs: tally.latencies.sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  const [argument] = process.argv.slice(2);
  if (argument === undefined) throw new Error('Usage: checkout-load.ts \'{"bases":["http://127.0.0.1:4000"],"customers":20,"durationS":10}\'');
  const options = argumentsSchema.parse(JSON.parse(argument));
  const figures = await checkoutLoad(options);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[checkout-load] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
