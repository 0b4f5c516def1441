import {
  accountDeletionResponseSchema,
  deletionCheckResponseSchema,
  passwordResetRequestResponseSchema,
} from '@storefront/api-client/schemas';
import { createSession } from '../auth/sessions';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { settleSandboxPayment, startTopup } from '../test-support/test-payments';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function requestDeletion(user: TestUser, payload: object, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/request-deletion',
    headers: user.auth,
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

async function deletionCheck(user: TestUser) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/user/deletion-check', headers: user.auth });
  expect(response.statusCode).toBe(200);
  return deletionCheckResponseSchema.parse(response.json()).data;
}

function login(email: string, password: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, role: 'customer' } });
}

function userRow(email: string) {
  return testApp.db.selectFrom('users').select(['id', 'status']).where('email', '=', email).executeTakeFirst();
}

async function userIdByEmail(email: string): Promise<number> {
  const row = await userRow(email);
  if (!row) throw new Error(`No account has ${email}`);
  return row.id;
}

function userRowById(id: number) {
  return testApp.db
    .selectFrom('users')
    .select(['status', 'first_name', 'last_name', 'email', 'phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function rowsOf(table: 'sessions' | 'addresses', userId: number) {
  return testApp.db.selectFrom(table).select('id').where('user_id', '=', userId).execute();
}

describe('POST /api/user/request-deletion', () => {
  it('refuses a wrong password and leaves the account as it was', async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await requestDeletion(user, { password: 'not-it', reason: 'Moving away' });
    expect(response.statusCode).toBe(422);
    expect(accountDeletionResponseSchema.parse(response.json())).toEqual({ success: false, message: 'The password is incorrect.' });
    expect((await userRow(user.email))?.status).toBe('active');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: user.auth })).statusCode).toBe(200);

    const empty = await requestDeletion(user, { password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, message: 'Please enter your password' });
  });

  it('records the request, closes the account and ends every session', async () => {
    const user = await registerAndSignIn(testApp.app);
    const id = await userIdByEmail(user.email);
    const otherDevice = await createSession(testApp.db, id);

    const response = await requestDeletion(user, { password: user.password, reason: '  Too many snacks  ' });
    expect(response.statusCode).toBe(200);
    expect(accountDeletionResponseSchema.parse(response.json())).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(await userRow(user.email)).toBeUndefined();
    expect(await testApp.db.selectFrom('account_deletion_requests').select('reason').where('user_id', '=', id).execute()).toEqual([
      { reason: 'Too many snacks' },
    ]);
    expect(await rowsOf('sessions', id)).toEqual([]);

    for (const authorization of [user.auth.authorization, `Bearer ${otherDevice}`]) {
      for (const url of ['/api/profile', '/api/wallet/balance', '/api/orders']) {
        const old = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(old.statusCode).toBe(401);
        expect(old.json()).toEqual({ success: false, message: 'Unauthenticated.' });
      }
    }
  });

  it('removes who the customer was: name, e-mail, phone, password and saved addresses; sign-in and reset codes then find nobody', async () => {
    const user = await registerAndSignIn(testApp.app);
    const id = await userIdByEmail(user.email);
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: user.auth,
      payload: { address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '-15.41', longitude: '28.33' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    await requestDeletion(user, { password: user.password });

    const row = await userRowById(id);
    expect(row).toMatchObject({ status: 'deletion_requested', first_name: 'Deleted', last_name: 'customer', phone: null });
    expect(row.email).not.toContain(user.email);
    expect(await rowsOf('addresses', id)).toEqual([]);

    for (const identifier of [user.email, user.phone]) {
      const response = await login(identifier, user.password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid Login Credentials' });
    }
    const forgot = await testApp.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email } });
    expect(passwordResetRequestResponseSchema.parse(forgot.json()).success).toBe(true);
    expect(await testApp.db.selectFrom('sandbox_mail').select('id').where('recipient', '=', user.email).execute()).toEqual([]);
  });

  it('frees the e-mail and phone for a new account', async () => {
    const user = await registerAndSignIn(testApp.app);
    await requestDeletion(user, { password: user.password });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { first_name: 'New', last_name: 'Person', email: user.email.toUpperCase(), code: '+260', phone: user.phone, password: 'Another-person-1', role: 'customer' },
    });
    expect(again.statusCode).toBeLessThan(300);
    expect((await login(user.email, 'Another-person-1')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/user/request-deletion', payload: { password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/user/deletion-check' })).statusCode).toBe(401);
  });

  it('holds back wrong passwords as sign-in does: 20 guesses end in 429', async () => {
    const user = await registerAndSignIn(testApp.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) statuses.push((await requestDeletion(user, { password: `guess-${guess}` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const held = await requestDeletion(user, { password: user.password });
    expect(held.json()).toEqual({ success: false, message: 'Too many wrong passwords. Please wait a minute and try again.' });
    expect((await userRow(user.email))?.status).toBe('active');
    // The same account's sign-in from this address is held back too: one count per account.
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });
});

describe('what stands in the way of deleting an account', () => {
  it('is nothing for a new customer', async () => {
    const user = await registerAndSignIn(testApp.app);
    expect(await deletionCheck(user)).toEqual({ wallet_balance: 0, blocking_orders: [], can_delete: true });
  });

  it('refuses while the wallet holds money, naming the balance and what to do', async () => {
    const user = await registerAndSignIn(testApp.app);
    await settleSandboxPayment(testApp.app, await startTopup(testApp.app, user, 344.75), 'pay');
    expect(await deletionCheck(user)).toEqual({ wallet_balance: 344.75, blocking_orders: [], can_delete: false });

    const response = await requestDeletion(user, { password: user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Your wallet still holds ZK 344.75. Spend it on an order or contact support to have it refunded before you delete your account.',
    });
    expect((await userRow(user.email))?.status).toBe('active');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: user.auth })).statusCode).toBe(200);
  });

  it('refuses while an order is unpaid or on its way, and allows it once the order is cancelled', async () => {
    const user = await registerAndSignIn(testApp.app);
    const uuid = await placeOrder(testApp.app, user, { lines: [{ meal: 'Nshima with Ifisashi', quantity: 1 }], orderType: 'pickup' });
    const check = await deletionCheck(user);
    expect(check).toMatchObject({ wallet_balance: 0, can_delete: false, blocking_orders: [{ uuid, status: 'pending', payment_status: 'pending' }] });

    const response = await requestDeletion(user, { password: user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You have an order that is not yet delivered or cancelled. Pay it and wait for the delivery, or contact support to cancel it, before you delete your account.',
    );

    await testApp.db.updateTable('orders').set({ status: 'cancelled' }).where('uuid', '=', uuid).execute();
    expect((await deletionCheck(user)).can_delete).toBe(true);
    expect((await requestDeletion(user, { password: user.password })).statusCode).toBe(200);
  });
});
