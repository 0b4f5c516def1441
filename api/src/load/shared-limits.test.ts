import type { StorefrontDatabase } from '../db/connect-database';
import { startApiProcesses, type ApiProcesses } from '../test-support/api-processes';
import { databaseForProcesses } from '../test-support/test-database';

/**
 * Two API processes on one database, as two replicas behind a proxy: the requests of one client
 * go to each in turn, and the limits hold as they would on one.
 */

const FORMS_PER_MINUTE = 6;
let database: StorefrontDatabase;
let api: ApiProcesses;

beforeAll(async () => {
  const shared = await databaseForProcesses();
  database = shared.database;
  api = await startApiProcesses(2, { ...shared.env, RATE_LIMIT_PER_MINUTE: String(FORMS_PER_MINUTE) });
}, 60_000);

afterAll(async () => {
  await api.stop();
  await database.close();
});

/** Posts JSON as the browser at `client` (the address the host's proxy puts in X-Forwarded-For). */
async function post(replica: number, pathname: string, body: object, client: string) {
  const base = api.bases[replica % api.bases.length] ?? '';
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { message?: string } };
}

it('holds an account and address back after five wrong passwords, whichever replica each reached', async () => {
  const email = 'shared.limits@example.zm';
  const password = 'Shared-limits-2026';
  const registration = { first_name: 'Shared', last_name: 'Limits', email, code: '+260', phone: '0967000456', password, role: 'customer' };
  expect((await post(0, '/api/register', registration, '198.51.100.1')).status).toBe(201);

  const answers = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    answers.push(await post(attempt, '/api/login', { email, password: 'not-the-password', role: 'customer' }, '203.0.113.7'));
  }
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
  expect(answers.at(-1)?.json.message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
  // The right password from that address waits too, on both replicas; from the customer's own address it signs in.
  expect((await post(0, '/api/login', { email, password, role: 'customer' }, '203.0.113.7')).status).toBe(429);
  expect((await post(1, '/api/login', { email, password, role: 'customer' }, '203.0.113.7')).status).toBe(429);
  expect((await post(1, '/api/login', { email, password, role: 'customer' }, '198.51.100.1')).status).toBe(200);
});

it('counts the public forms of one address together across replicas', async () => {
  const message = { name: 'Mwila Banda', email: 'mwila@example.zm', subject: 'Hello', message: 'A question about delivery.' };
  const statuses = [];
  for (let request = 0; request <= FORMS_PER_MINUTE; request += 1) {
    statuses.push((await post(request, '/api/contact/submit', message, '192.0.2.44')).status);
  }
  expect(statuses).toEqual([...Array.from({ length: FORMS_PER_MINUTE }, () => 200), 429]);
  // Another address has its own count.
  expect((await post(0, '/api/contact/submit', message, '192.0.2.45')).status).toBe(200);
});
