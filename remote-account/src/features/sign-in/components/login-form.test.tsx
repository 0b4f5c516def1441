import { sessionAtom, toastAtom } from '@storefront/contract';
import { renderWithProviders, stubFetch, useTestRuntime } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from './login-form';

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' };

function renderForm(props: Parameters<typeof LoginForm>[0] = {}) {
  const rendered = renderWithProviders(<LoginForm {...props} />);
  const identifier = screen.getByLabelText('Phone number or Email');
  const password = screen.getByLabelText('Password');
  const signIn = async (who: string, secret: string) => {
    if (who) await rendered.user.type(identifier, who);
    if (secret) await rendered.user.type(password, secret);
    await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  };
  return { ...rendered, identifier, password, signIn };
}

beforeEach(() => useTestRuntime());

describe('LoginForm', () => {
  it('shows the sign-in form', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });

  it('shows and hides the password', async () => {
    const { user: person, password } = renderForm();
    expect(password).toHaveAttribute('type', 'password');
    await person.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await person.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', ''],
    ['mwila@example.com', ''],
    ['', 'secret'],
  ])("says 'All fields are required.' for %j / %j and sends nothing", async (who, secret) => {
    const stub = stubFetch({ body: {} });
    const { signIn, store } = renderForm();
    await signIn(who, secret);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    // Said once, under the fields: no toast repeats it.
    expect(store.get(toastAtom)).toBeNull();
    expect(stub.sent).toHaveLength(0);
  });

  it('asks for a valid phone number or e-mail address', async () => {
    const stub = stubFetch({ body: {} });
    const { signIn, identifier } = renderForm();
    await signIn('097712', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number or email address.');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveValue('097712');
    expect(stub.sent).toHaveLength(0);
  });

  it('stores the session, says so and calls onSuccess', async () => {
    const stub = stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    const onSuccess = jest.fn();
    const { signIn, store } = renderForm({ onSuccess });
    await signIn('0977123456', 'secret');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(store.get(sessionAtom)).toEqual({ user });
    expect(store.get(toastAtom)).toMatchObject({ message: 'Login successful', tone: 'success' });
    expect(stub.only().body).toEqual({ email: '260977123456', password: 'secret', role: 'customer' });
  });

  it.each(['961234567', '0961234567', '+260961234567', '260 96 123 4567'])(
    'signs in with the Zambian number typed as %j, sent in its one form',
    async (typed) => {
      const stub = stubFetch({ body: { success: true, data: { token: 'abc', user } } });
      const onSuccess = jest.fn();
      const { signIn } = renderForm({ onSuccess });
      await signIn(typed, 'secret');
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(stub.only().body).toEqual({ email: '260961234567', password: 'secret', role: 'customer' });
    },
  );

  it.each([
    [{ success: false, message: 'Account not verified' }, 'Account not verified'],
    [{ success: false }, 'Login failed'],
  ])('says why an answer of success false refused the login: %o', async (body, message) => {
    stubFetch({ body });
    const onSuccess = jest.fn();
    const { signIn, store } = renderForm({ onSuccess });
    await signIn('mwila@example.com', 'secret');
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message, tone: 'error' }));
    expect(store.get(sessionAtom)).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says 'Invalid Login Credentials' when the server refuses, keeping what was typed", async () => {
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });
    const { signIn, store, identifier, password } = renderForm();
    await signIn('mwila@example.com', 'wrong');
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Invalid Login Credentials' }));
    expect(identifier).toHaveValue('mwila@example.com');
    expect(password).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('disables Continue while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { signIn } = renderForm();
    await signIn('mwila@example.com', 'secret');
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button).toBeDisabled());
    answer(new Response(JSON.stringify({ success: false }), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('switches to registration in an overlay', async () => {
    const onSwitchToRegister = jest.fn();
    const { user: person } = renderForm({ onSwitchToRegister });
    await person.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSwitchToRegister).toHaveBeenCalledTimes(1);
  });
});
