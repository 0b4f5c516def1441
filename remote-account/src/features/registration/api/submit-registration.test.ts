import { API_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { submitRegistration } from './submit-registration';

const values = {
  first_name: ' Mwila ',
  last_name: 'Banda',
  email: 'mwila@example.com ',
  country: 'ZM',
  code: '+260',
  phone: '097 712 3456',
  password: 'secret',
};

beforeEach(() => useTestRuntime());

describe('submitRegistration', () => {
  it('registers a customer with the phone in its international form and says to log in', async () => {
    const stub = stubFetch({ status: 201, body: { success: true, message: 'Created' } });
    await expect(submitRegistration(values)).resolves.toEqual({
      ok: true,
      message: 'Registration successful! Please login.',
    });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${API_URL}/register`);
    expect(request.body).toEqual({
      first_name: 'Mwila',
      last_name: 'Banda',
      email: 'mwila@example.com',
      code: '+260',
      phone: '260977123456',
      password: 'secret',
      role: 'customer',
    });
  });

  it("says the server's message, else 'Registration failed', for success false", async () => {
    stubFetch({ body: { success: false, message: 'Registration is closed' } });
    await expect(submitRegistration(values)).resolves.toEqual({ ok: false, message: 'Registration is closed' });
    stubFetch({ body: { success: false } });
    await expect(submitRegistration(values)).resolves.toEqual({ ok: false, message: 'Registration failed' });
  });

  it("says why the server refused, else 'All fields are required'", async () => {
    stubFetch({ status: 422, body: { message: 'The email has already been taken.' } });
    await expect(submitRegistration(values)).resolves.toEqual({
      ok: false,
      message: 'The email has already been taken.',
    });
    stubFetch({ status: 500 });
    await expect(submitRegistration(values)).resolves.toEqual({ ok: false, message: 'All fields are required' });
  });
});
