import { sessionAtom, storefrontStore, toastAtom } from '@storefront/contract';
import { signOut, stubFetch, useTestRuntime } from '@storefront/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loginAction } from '../api/login-action';
import { LoginForm, type LoginFormProps } from './login-form';

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' };

/**
 * The form on the sign-in page whose action answers it (going home once signed in), or, with
 * `onSuccess`, in an overlay on the cart page, sent to the sign-in page's action beside it. The
 * page's one store, as in the browser, where the action signs the customer in.
 */
async function renderForm(props: LoginFormProps = {}) {
  const inOverlay = props.onSuccess !== undefined;
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/cart', element: <LoginForm {...props} /> },
      { path: '/auth/login', element: <LoginForm headingLevel={1} {...props} />, action: (args) => loginAction(args, '/') },
    ],
    { initialEntries: [inOverlay ? '/cart' : '/auth/login'] },
  );
  const person = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={storefrontStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  const identifier = screen.getByLabelText('Phone number or Email');
  const password = screen.getByLabelText('Password');
  const signIn = async (who: string, secret: string) => {
    if (who) await person.type(identifier, who);
    if (secret) await person.type(password, secret);
    await person.click(screen.getByRole('button', { name: 'Continue' }));
  };
  return { router, person, identifier, password, signIn };
}

beforeEach(() => {
  useTestRuntime();
  signOut();
  storefrontStore.set(toastAtom, null);
});

describe('LoginForm', () => {
  it('shows the sign-in form, sent by post so the password never goes in an address', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/auth/login');
  });

  it('shows and hides the password', async () => {
    const { person, password } = await renderForm();
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
    const { signIn } = await renderForm();
    await signIn(who, secret);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    // Said once, under the fields: no toast repeats it.
    expect(storefrontStore.get(toastAtom)).toBeNull();
    expect(stub.sent).toHaveLength(0);
  });

  it('asks for a valid phone number or e-mail address', async () => {
    const stub = stubFetch({ body: {} });
    const { signIn, identifier } = await renderForm();
    await signIn('097712', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number or email address.');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveValue('097712');
    expect(stub.sent).toHaveLength(0);
  });

  it('signs in, says so and goes on', async () => {
    const stub = stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    const { signIn, router } = await renderForm();
    await signIn('0977123456', 'secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(storefrontStore.get(sessionAtom)).toEqual({ user });
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Login successful', tone: 'success' });
    expect(stub.only().body).toEqual({ email: '260977123456', password: 'secret', role: 'customer' });
  });

  it.each(['961234567', '0961234567', '+260961234567', '260 96 123 4567'])(
    'signs in with the Zambian number typed as %j, sent in its one form',
    async (typed) => {
      const stub = stubFetch({ body: { success: true, data: { token: 'abc', user } } });
      const { signIn } = await renderForm();
      await signIn(typed, 'secret');
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(stub.only().body).toEqual({ email: '260961234567', password: 'secret', role: 'customer' });
    },
  );

  it.each([
    [{ body: { success: false, message: 'Account not verified' } }, 'Account not verified'],
    [{ body: { success: false } }, 'Login failed'],
    [{ status: 401, body: { message: 'Unauthenticated.' } }, 'Invalid Login Credentials'],
    [
      { status: 429, body: { success: false, message: 'Too many sign-in attempts. Please wait a minute and try again.' } },
      'Too many sign-in attempts. Please wait a minute and try again.',
    ],
  ])('says under the fields why the api refused (%o), keeping what was typed', async (answer, message) => {
    stubFetch(answer);
    const { signIn, identifier, password, router } = await renderForm();
    await signIn('mwila@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(identifier).toHaveValue('mwila@example.com');
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveValue('wrong');
    expect(storefrontStore.get(sessionAtom)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says Continue is at work, and takes no second press, until the api answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { signIn } = await renderForm();
    await signIn('mwila@example.com', 'secret');
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ success: false }), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  describe('in the cart overlay', () => {
    it('signs in where it is and calls onSuccess', async () => {
      stubFetch({ body: { success: true, data: { token: 'abc', user } } });
      const onSuccess = jest.fn();
      const { signIn, router } = await renderForm({ onSuccess });
      expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
      await signIn('mwila@example.com', 'secret');
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(router.state.location.pathname).toBe('/cart');
      expect(storefrontStore.get(sessionAtom)).toEqual({ user });
      expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Login successful', tone: 'success' });
    });

    it('says why the api refused, and stays', async () => {
      stubFetch({ status: 401, body: {} });
      const onSuccess = jest.fn();
      const { signIn } = await renderForm({ onSuccess });
      await signIn('mwila@example.com', 'wrong');
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Login Credentials');
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it('switches to registration', async () => {
      const onSwitchToRegister = jest.fn();
      const { person } = await renderForm({ onSuccess: jest.fn(), onSwitchToRegister });
      await person.click(screen.getByRole('button', { name: 'Register' }));
      expect(onSwitchToRegister).toHaveBeenCalledTimes(1);
    });
  });
});
