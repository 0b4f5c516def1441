import { loginResponseSchema, profileResponseSchema, successAnswerSchema } from '@storefront/api-client/schemas';
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
    // Stored and answered in E.164, whatever spelling was registered.
    expect(await profileOf(user)).toEqual({ first_name: 'Chanda', last_name: 'Phiri', email: user.email, phone: `+260${user.phone.slice(1)}`, code: '+260' });
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
    expect(await profileOf(user)).toEqual({ first_name: 'Mutinta', last_name: 'Hamoonga', email: user.email, phone: '+260965550101', code: '+260' });
    expect((await login('+260965550101', user.password)).statusCode).toBe(200);
    expect((await login(user.phone, user.password)).statusCode).toBe(401);
    expect((await login('someone.else@example.zm', user.password)).statusCode).toBe(401);
  });

  it('keeps the dial code when none is sent, and changes it when one is', async () => {
    const user = await registerAndSignIn(testApp.app);
    await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone: '0965550202' });
    expect((await profileOf(user)).code).toBe('+260');
    await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone: '07911 123456', code: '+44' });
    expect(await profileOf(user)).toMatchObject({ phone: '+447911123456', code: '+44' });
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

  it('accepts every usual spelling of a Zambian number', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (const [index, phone] of ['0955550401', '955550402', '+260955550403', '260 95 555 0404', '095 555 0405'].entries()) {
      const response = await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone, code: '+260' });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 200 });
      expect((await profileOf(user)).phone).toBe(`+26095555040${index + 1}`);
    }
  });

  it('refuses a phone that is no valid number for its dial code, and empty names', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (const phone of ['12345', '097123456', '0971 234 5678', '1234567890123456', 'phone', '']) {
      const response = await putProfile(user, { first_name: 'A', last_name: 'B', email: user.email, phone });
      expect({ phone, status: response.statusCode }).toEqual({ phone, status: 422 });
      expect(response.json()).toEqual({ success: false, message: 'Please enter a valid phone number.' });
    }
    const noName = await putProfile(user, { first_name: ' ', last_name: 'B', email: user.email, phone: user.phone });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual({ success: false, message: 'All fields are required.' });
    expect((await profileOf(user)).phone).toBe(`+260${user.phone.slice(1)}`);
  });

  it('lets an account registered without a phone keep having none', async () => {
    const legacy = {
      first_name: 'Old',
      last_name: 'Shape',
      email: 'no.phone@example.zm',
      password: 'Old-shape-1',
      password_confirmation: 'Old-shape-1',
      role: 'customer',
    };
    await testApp.app.inject({ method: 'POST', url: '/api/register', payload: legacy });
    const answer = loginResponseSchema.parse((await login(legacy.email, legacy.password)).json());
    if (!answer.success) throw new Error('sign-in failed');
    const auth = { authorization: `Bearer ${answer.data.token}` };
    const user: TestUser = { token: answer.data.token, uuid: '', email: legacy.email, phone: '', password: 'Old-shape-1', auth };
    expect(await profileOf(user)).toEqual({ first_name: 'Old', last_name: 'Shape', email: legacy.email, phone: null, code: null });
    expect((await putProfile(user, { first_name: 'New', last_name: 'Shape', email: legacy.email, phone: '' })).statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({ first_name: 'New', phone: null });
  });
});

describe('POST /api/profile/password', () => {
  const change = (user: TestUser, password: string, confirmation: string = password) =>
    changePassword(user, { current_password: user.password, password, password_confirmation: confirmation });

  it('sets the new password and ends every other session, keeping this one', async () => {
    const user = await registerAndSignIn(testApp.app);
    const otherDevice = await signInAgain(user);
    const response = await change(user, 'Brand-new-1');
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
    await change(user, 'Mine-only-2');
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await getProfile(other)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with its own message, without ending the session or changing anything', async () => {
    const user = await registerAndSignIn(testApp.app);
    const otherDevice = await signInAgain(user);
    const response = await changePassword(user, { current_password: 'Not-my-password-1', password: 'Brand-new-2', password_confirmation: 'Brand-new-2' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Your current password is not correct.' });
    expect((await getProfile(user)).statusCode).toBe(200);
    expect((await getProfile(otherDevice)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'Brand-new-2')).statusCode).toBe(401);
  });

  it('needs the current password: the older shape without it is refused', async () => {
    const user = await registerAndSignIn(testApp.app);
    for (const payload of [{ password: 'Brand-new-3' }, { current_password: '', password: 'Brand-new-3' }]) {
      const response = await changePassword(user, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: 'Please enter your current password.' });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an empty, short or common new password, and a confirmation that differs', async () => {
    const user = await registerAndSignIn(testApp.app);
    const refusals = [
      ['', '', 'Please enter a new password.'],
      ['Kafue12', 'Kafue12', 'Use at least 8 characters for your password.'],
      ['Sunshine', 'Sunshine', 'This password is too common. Please choose another.'],
      ['Brand-new-4', 'Brand-new-5', 'The new password and its confirmation do not match.'],
    ];
    for (const [password = '', confirmation = '', message] of refusals) {
      const response = await change(user, password, confirmation);
      expect({ password, status: response.statusCode, body: response.json() }).toEqual({ password, status: 422, body: { success: false, message } });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('accepts a change without a confirmation, from a client of the older shape that sends the current password', async () => {
    const user = await registerAndSignIn(testApp.app);
    expect((await changePassword(user, { current_password: user.password, password: 'Brand-new-6' })).statusCode).toBe(200);
    expect((await login(user.email, 'Brand-new-6')).statusCode).toBe(200);
  });

  it('holds the account back after five wrong current passwords in a row', async () => {
    const user = await registerAndSignIn(testApp.app);
    const wrong = { current_password: 'Not-my-password-1', password: 'Brand-new-7', password_confirmation: 'Brand-new-7' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await changePassword(user, wrong)).statusCode).toBe(422);
    const held = await change(user, 'Brand-new-7');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    expect(held.json()).toEqual({ success: false, message: 'Too many wrong passwords. Please wait a minute and try again.' });
    // Another customer is not held back.
    const other = await registerAndSignIn(testApp.app);
    expect((await change(other, 'Brand-new-8')).statusCode).toBe(200);
  });

  it("counts wrong current passwords with the account's failed sign-ins", async () => {
    const user = await registerAndSignIn(testApp.app);
    const wrong = { current_password: 'Not-my-password-2', password: 'Brand-new-9', password_confirmation: 'Brand-new-9' };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(user.phone, 'wrong')).statusCode).toBe(401);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await changePassword(user, wrong)).statusCode).toBe(422);
    expect((await change(user, 'Brand-new-9')).statusCode).toBe(429);
  });
});
