import { loginResponseSchema, profileResponseSchema, successAnswerSchema } from '@storefront/shared/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function getProfile(user: TestUser) {
  return testApp.app.inject({ method: 'GET', url: '/api/profile', headers: user.auth });
}

function putProfile(user: TestUser, payload: object) {
  return testApp.app.inject({ method: 'PUT', url: '/api/profile', headers: user.auth, payload });
}

function changePassword(user: TestUser, payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/profile/password', headers: user.auth, payload });
}

function login(email: string, password: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, role: 'customer' } });
}

async function profileOf(user: TestUser) {
  const response = await getProfile(user);
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return profileResponseSchema.parse(response.json()).data.user;
}

async function signInAgain(user: TestUser): Promise<TestUser> {
  const answer = loginResponseSchema.parse((await login(user.email, user.password)).json());
  if (!answer.success) throw new Error('sign-in failed');
  return { ...user, token: answer.data.token, auth: { authorization: `Bearer ${answer.data.token}` } };
}

describe('GET /api/profile', () => {
  it("answers the signed-in customer's own profile with the phone's dial code", async () => {
    const user = await registerAndSignIn(testApp.app, { first_name: 'Chanda', last_name: 'Phiri' });
    const other = await registerAndSignIn(testApp.app, { first_name: 'Bwalya', last_name: 'Mulenga' });
    expect(await profileOf(user)).toEqual({ first_name: 'Chanda', last_name: 'Phiri', email: user.email, phone: user.phone, code: '+260' });
    expect((await profileOf(other)).email).toBe(other.email);
    const body = (await getProfile(user)).body;
    expect(body).not.toMatch(/scrypt|password|"id"/i);
  });
});

describe('PUT /api/profile', () => {
  it('updates names and phone, keeps the e-mail, and signs in by the new phone only', async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await putProfile(user, {
      first_name: ' Mutinta ',
      last_name: 'Hamoonga',
      email: 'someone.else@example.zm',
      phone: '0965550101',
      code: '+260',
    });
    expect(response.statusCode).toBe(200);
    expect(successAnswerSchema.parse(response.json())).toEqual({ success: true, message: 'Profile updated successfully.' });
    expect(await profileOf(user)).toEqual({ first_name: 'Mutinta', last_name: 'Hamoonga', email: user.email, phone: '0965550101', code: '+260' });

    const row = testApp.db.prepare('SELECT phone_national FROM users WHERE email = ?').get(user.email);
    expect(row).toEqual({ phone_national: '965550101' });
    expect((await login('+260965550101', user.password)).statusCode).toBe(200);
    expect((await login(user.phone, user.password)).statusCode).toBe(401);
    expect((await login('someone.else@example.zm', user.password)).statusCode).toBe(401);
  });

  it('keeps the dial code when none is sent, and changes it when one is', async () => {
    const user = await registerAndSignIn(testApp.app);
    await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone: '0965550202' });
    expect((await profileOf(user)).code).toBe('+260');
    await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone: '7700900123', code: '+44' });
    expect(await profileOf(user)).toMatchObject({ phone: '7700900123', code: '+44' });
  });

  it("changes only the signed-in customer's profile", async () => {
    const owner = await registerAndSignIn(testApp.app, { first_name: 'Owner' });
    const other = await registerAndSignIn(testApp.app, { first_name: 'Other' });
    const before = await profileOf(other);
    await putProfile(owner, { first_name: 'Changed', last_name: 'Name', email: other.email, phone: '0965550303' });
    expect(await profileOf(other)).toEqual(before);
    expect(await profileOf(owner)).toMatchObject({ first_name: 'Changed', email: owner.email });
  });

  it("refuses another account's phone in any form, but not the customer's own", async () => {
    const user = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    for (const phone of [other.phone, `260${other.phone.slice(1)}`]) {
      const response = await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: 'The phone has already been taken.' });
    }
    const own = await putProfile(user, { first_name: 'Same', last_name: 'Phone', email: user.email, phone: user.phone });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a phone that is not 10 to 15 digits, and empty names', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (const phone of ['12345', '+260971234567', '0971 234 567', '1234567890123456', '']) {
      const response = await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 422 });
      expect(response.json()).toEqual({ success: false, message: 'Please enter a valid phone number.' });
    }
    const noName = await putProfile(user, { first_name: ' ', last_name: 'B', email: user.email, phone: user.phone });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual({ success: false, message: 'All fields are required.' });
    expect((await profileOf(user)).phone).toBe(user.phone);
  });

  it('lets an account registered without a phone keep having none', async () => {
    const legacy = {
      first_name: 'Old',
      last_name: 'Shape',
      email: 'no.phone@example.zm',
      password: 'pw-1',
      password_confirmation: 'pw-1',
      role: 'customer',
    };
    await testApp.app.inject({ method: 'POST', url: '/api/register', payload: legacy });
    const answer = loginResponseSchema.parse((await login(legacy.email, legacy.password)).json());
    if (!answer.success) throw new Error('sign-in failed');
    const auth = { authorization: `Bearer ${answer.data.token}` };
    const user: TestUser = { token: answer.data.token, uuid: '', email: legacy.email, phone: '', password: 'pw-1', auth };
    expect(await profileOf(user)).toEqual({ first_name: 'Old', last_name: 'Shape', email: legacy.email, phone: null, code: null });
    expect((await putProfile(user, { first_name: 'New', last_name: 'Shape', email: legacy.email, phone: '' })).statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({ first_name: 'New', phone: null });
  });
});

describe('POST /api/profile/password', () => {
  it('sets the new password and ends every other session, keeping this one', async () => {
    const user = await registerAndSignIn(testApp.app);
    const otherDevice = await signInAgain(user);
    const response = await changePassword(user, { password: 'Brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect(successAnswerSchema.parse(response.json())).toEqual({ success: true, message: 'Password changed successfully.' });

    expect((await getProfile(user)).statusCode).toBe(200);
    expect((await getProfile(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).json()).toEqual({ success: false, message: 'Invalid Login Credentials' });
    expect((await login(user.email, 'Brand-new-1')).statusCode).toBe(200);
  });

  it('changes only the signed-in customer’s password', async () => {
    const user = await registerAndSignIn(testApp.app);
    const other = await registerAndSignIn(testApp.app);
    await changePassword(user, { password: 'Mine-only-2' });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await getProfile(other)).statusCode).toBe(200);
  });

  it('refuses an empty password', async () => {
    const user = await registerAndSignIn(testApp.app);
    const response = await changePassword(user, { password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Please enter a new password.' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
