import { storefrontStore, toastAtom } from '@storefront/contract';
import { stubFetch, useTestRuntime } from '@storefront/testing';
import { registerAction } from './register-action';

const complete = {
  first_name: 'Mwila',
  last_name: 'Banda',
  email: 'mwila@example.com',
  country: 'ZM',
  code: '+260',
  phone: '097 712 3456',
  password: 'Chipolopolo-2026',
};
const { password: _password, ...typed } = complete;

/** The registration form as a browser sends it. */
const sent = (fields: Record<string, string>) =>
  new Request('http://shop.test/auth/register', { method: 'POST', body: new URLSearchParams(fields) });

beforeEach(() => {
  useTestRuntime();
  storefrontStore.set(toastAtom, null);
});

describe('registerAction', () => {
  it('registers the customer, says so and goes to sign in', async () => {
    const stub = stubFetch({ status: 201, body: { success: true } });
    const answer = await registerAction({ request: sent(complete) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/auth/login');
    expect(stub.only().body).toEqual({
      first_name: 'Mwila',
      last_name: 'Banda',
      email: 'mwila@example.com',
      code: '+260',
      phone: '260977123456',
      password: 'Chipolopolo-2026',
      role: 'customer',
    });
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Registration successful! Please login.', tone: 'success' });
  });

  it("takes Zambia's dial code when the picker's script did not run, and a number typed with its '+' as its own", async () => {
    const stub = stubFetch({ status: 201, body: { success: true } });
    const { country: _country, code: _code, ...withoutPicker } = complete;
    await registerAction({ request: sent({ ...withoutPicker, phone: '+44 7400 123456' }) });
    expect(stub.only().body).toMatchObject({ code: '+44', phone: '447400123456' });
  });

  it("takes the chosen country's dial code when the browser's own list sent the country alone", async () => {
    const stub = stubFetch({ status: 422, body: { message: 'The phone format is invalid.' } });
    const { code: _code, ...countryAlone } = complete;
    await expect(registerAction({ request: sent({ ...countryAlone, country: 'GB', phone: '7400', formats: 'server' }) })).resolves.toMatchObject({
      typed: { country: 'GB', code: '+44' },
    });
    expect(stub.only().body).toMatchObject({ code: '+44', phone: '7400' });
  });

  it('stays where it is when the form asks to (the cart overlay)', async () => {
    stubFetch({ status: 201, body: { success: true } });
    await expect(registerAction({ request: sent({ ...complete, then: 'stay' }) })).resolves.toEqual({ registered: true });
  });

  it('refuses a form with a missing field or a weak password without asking the api, giving back all but the password', async () => {
    const stub = stubFetch({ body: {} });
    await expect(registerAction({ request: sent({ ...complete, first_name: '', password: 'Lusaka7' }) })).resolves.toEqual({
      message: 'All fields are required.',
      fields: ['first_name', 'password'],
      typed: { ...typed, first_name: '' },
    });
    await expect(registerAction({ request: sent({ ...complete, password: 'Password1' }) })).resolves.toMatchObject({
      message: 'This password is too common. Please choose another.',
    });
    expect(stub.sent).toHaveLength(0);
  });

  it('leaves the identifier formats to the server when the form says so (the cart overlay)', async () => {
    const stub = stubFetch({ status: 422, body: { message: 'The email must be a valid email address.' } });
    await expect(registerAction({ request: sent({ ...complete, email: 'mwila', formats: 'server' }) })).resolves.toMatchObject({
      message: 'The email must be a valid email address.',
      fields: [],
    });
    expect(stub.only().body).toMatchObject({ email: 'mwila' });
  });

  it.each([
    [{ status: 422, body: { message: 'The email has already been taken.' } }, 'The email has already been taken.'],
    [{ body: { success: false } }, 'Registration failed'],
    [{ status: 500, body: {} }, 'All fields are required'],
  ])("says why the api refused (%o)", async (answer, message) => {
    stubFetch(answer);
    await expect(registerAction({ request: sent(complete) })).resolves.toEqual({ message, fields: [], typed });
    expect(storefrontStore.get(toastAtom)).toBeNull();
  });
});
