import { successAnswerSchema } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const rider = { first_name: 'Mutale', last_name: 'Chanda', email: 'Mutale.Chanda@example.zm', password: 'Ride-Lusaka-24' };

function post(url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, payload });
}

describe('POST /api/rider/register', () => {
  beforeAll(async () => {
    const response = await post('/api/rider/register', rider);
    expect(response.statusCode).toBe(201);
    expect(successAnswerSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Registration successful! Please download the rider app to continue.',
    });
  });

  it('creates a rider account, its password hashed, and a pending sign-up', async () => {
    const user = await testApp.db
      .selectFrom('users')
      .select(['id', 'first_name', 'email', 'role', 'phone', 'password_hash'])
      .where('email', '=', rider.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Mutale', email: 'mutale.chanda@example.zm', role: 'rider', phone: null });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(rider.password);
    const signUp = await testApp.db
      .selectFrom('rider_signups')
      .select(['user_id', 'first_name', 'last_name', 'email', 'status'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(signUp).toEqual({
      user_id: user.id,
      first_name: 'Mutale',
      last_name: 'Chanda',
      email: 'mutale.chanda@example.zm',
      status: 'pending',
    });
  });

  it('gives the rider no way into the customer storefront', async () => {
    const login = await post('/api/login', { email: rider.email, password: rider.password, role: 'customer' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ success: false, message: 'Invalid Login Credentials' });
    const asRider = await post('/api/login', { email: rider.email, password: rider.password, role: 'rider' });
    expect(asRider.statusCode).toBe(422);
    // Nor through a customer password reset: no code is sent to a rider account.
    const reset = await post('/api/password/forgot', { email: rider.email });
    expect(reset.statusCode).toBe(200);
    const mail = await testApp.db.selectFrom('sandbox_mail').select('id').where('recipient', '=', rider.email).execute();
    expect(mail).toEqual([]);
  });

  it('refuses a password shorter than 8 characters or among the most common, and creates nothing', async () => {
    const refusals = [
      ['Ride24', 'Use at least 8 characters for your password.'],
      ['Football', 'This password is too common. Please choose another.'],
    ];
    for (const [password, message] of refusals) {
      const response = await post('/api/rider/register', { ...rider, email: 'weak.rider@example.zm', password });
      expect({ password, status: response.statusCode, body: response.json() }).toEqual({ password, status: 422, body: { success: false, message } });
    }
    expect(await testApp.db.selectFrom('users').select('id').where('email', '=', 'weak.rider@example.zm').execute()).toEqual([]);
  });

  it('refuses an e-mail already taken, by a rider or a customer, and creates nothing', async () => {
    const customer = await registerAndSignIn(testApp.app);
    const count = async (): Promise<unknown> => ({
      users: (await testApp.db.selectFrom('users').select('id').execute()).length,
      signups: (await testApp.db.selectFrom('rider_signups').select('id').execute()).length,
    });
    const before = await count();
    for (const email of ['mutale.chanda@example.zm', customer.email.toUpperCase()]) {
      const response = await post('/api/rider/register', { ...rider, email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: 'The email has already been taken.' });
    }
    expect(await count()).toEqual(before);
  });

  it('keeps a customer registration from taking a rider e-mail', async () => {
    const response = await post('/api/register', { ...rider, code: '+260', phone: '0977000111', role: 'customer' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'The email has already been taken.' });
  });

  it.each([
    ['no first name', { first_name: ' ' }, 'This field is required'],
    ['a bad e-mail', { email: 'mutale' }, 'Please enter a valid email address.'],
    ['no password', { password: '' }, 'This field is required'],
    ['a long last name', { last_name: 'c'.repeat(101) }, 'Last name is too long (at most 100 characters).'],
  ])('refuses %s with 422', async (_case, change, message) => {
    const response = await post('/api/rider/register', { ...rider, email: 'someone.new@example.zm', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message });
  });
});
