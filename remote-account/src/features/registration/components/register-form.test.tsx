import { ModalDialog } from '@storefront/ui';
import { storefrontStore, toastAtom } from '@storefront/contract';
import { stubFetch, useTestRuntime } from '@storefront/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registerAction } from '../api/register-action';
import { RegisterForm } from './register-form';

const complete = {
  'First Name': 'Mwila',
  'Last Name': 'Banda',
  Email: 'mwila@example.com',
  'Phone number': '0977123456',
  'Desired Password': 'Chipolopolo-2026',
};
type Label = keyof typeof complete;

/**
 * The form on the registration page, whose action answers it (going to sign in once registered),
 * or, with `onSuccess`, in an overlay on the cart page, sent to the registration page's action
 * beside it. The page's one store, as in the browser.
 */
async function renderForm(props: Parameters<typeof RegisterForm>[0] = {}, around: (form: ReactNode) => ReactNode = (form) => form) {
  const inOverlay = props.onSuccess !== undefined;
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <h1>Sign in</h1> },
      { path: '/cart', element: around(<RegisterForm {...props} />) },
      { path: '/auth/register', element: around(<RegisterForm {...props} />), action: registerAction },
    ],
    { initialEntries: [inOverlay ? '/cart' : '/auth/register'] },
  );
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={storefrontStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  const fill = async (values: Partial<Record<Label, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(screen.getByLabelText(label), value);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Register' }));
  return { router, user, fill, submit };
}

beforeEach(() => {
  useTestRuntime();
  storefrontStore.set(toastAtom, null);
});

describe('RegisterForm', () => {
  it('shows the registration form with +260 as the dial code', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Create an account' })).toBeInTheDocument();
    for (const label of Object.keys(complete)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    // Letters and digits, no flag: every phone's font shows them.
    expect(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' })).toHaveTextContent(/^ZM \+260$/);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it.each([['First Name'], ['Last Name'], ['Desired Password']] as const)(
    "says 'All fields are required.' without the %s",
    async (missing) => {
      const stub = stubFetch({ body: {} });
      const { fill, submit } = await renderForm();
      await fill({ ...complete, [missing]: '' });
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
      // Said once, under the fields: no toast repeats it.
      expect(storefrontStore.get(toastAtom)).toBeNull();
      expect(screen.getByLabelText(missing)).toHaveAttribute('aria-invalid', 'true');
      expect(stub.sent).toHaveLength(0);
    },
  );

  it('asks for a valid e-mail address, keeping what was typed', async () => {
    const stub = stubFetch({ body: {} });
    const { fill, submit } = await renderForm();
    await fill({ ...complete, Email: 'mwila@example' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveValue('mwila@example');
    expect(screen.getByLabelText('First Name')).toHaveValue('Mwila');
    expect(stub.sent).toHaveLength(0);
  });

  it('asks for a phone number of the chosen country', async () => {
    const stub = stubFetch({ body: {} });
    const { fill, submit } = await renderForm();
    await fill({ ...complete, 'Phone number': '977123' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(stub.sent).toHaveLength(0);
  });

  it("shows how the country's numbers are written, and the hint follows the country", async () => {
    const { user } = await renderForm();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/^e\.g\. 09\d/);
    await user.click(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), 'united k');
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/^e\.g\. 07\d/);
  });

  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567'])(
    'accepts the Zambian number typed as %j and sends it in its one international form',
    async (typed) => {
      const stub = stubFetch({ status: 201, body: { success: true } });
      const onSuccess = jest.fn();
      const { fill, submit } = await renderForm({ onSuccess });
      await fill({ ...complete, 'Phone number': typed });
      await submit();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(stub.only().body).toMatchObject({ code: '+260', phone: '260971234567' });
    },
  );

  it.each([
    ['Lusaka7', 'Use at least 8 characters for your password.', true],
    ['Password1', 'This password is too common. Please choose another.', true],
    ['Lusaka7', 'Use at least 8 characters for your password.', false],
  ])('refuses the password %s with its reason and sends nothing (checkFormats %s)', async (password, message, checkFormats) => {
    const stub = stubFetch({ body: {} });
    const { fill, submit } = await renderForm({ checkFormats });
    await fill({ ...complete, 'Desired Password': password });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(storefrontStore.get(toastAtom)).toBeNull();
    const field = screen.getByLabelText('Desired Password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${message} At least 8 characters, and not a common password.`);
    expect(field).toHaveValue(password);
    expect(stub.sent).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the password", async () => {
    stubFetch({ status: 422, body: { success: false, message: 'This password is too common. Please choose another.' } });
    const { fill, submit } = await renderForm();
    await fill(complete);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Please choose another.');
  });

  it('leaves the identifier formats to the server when checkFormats is false (the cart overlay)', async () => {
    const stub = stubFetch({ status: 422, body: { message: 'The email must be a valid email address.' } });
    const { fill, submit } = await renderForm({ checkFormats: false, onSuccess: jest.fn() });
    await fill({ ...complete, Email: 'mwila', 'Phone number': '12' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email must be a valid email address.');
    expect(stub.only().body).toMatchObject({ email: 'mwila', phone: '12' });
  });

  it('registers the customer with the chosen dial code, says so and goes to sign in', async () => {
    const stub = stubFetch({ status: 201, body: { success: true } });
    const { fill, submit, router } = await renderForm();
    await fill(complete);
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Registration successful! Please login.', tone: 'success' });
    expect(stub.only().body).toEqual({
      first_name: 'Mwila',
      last_name: 'Banda',
      email: 'mwila@example.com',
      code: '+260',
      phone: '260977123456',
      password: 'Chipolopolo-2026',
      role: 'customer',
    });
  });

  it('says the e-mail is taken and keeps everything typed', async () => {
    stubFetch({ status: 422, body: { message: 'The email has already been taken.' } });
    const onSuccess = jest.fn();
    const { fill, submit } = await renderForm({ onSuccess });
    await fill(complete);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(onSuccess).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(complete)) expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  it.each([
    [{ success: false, message: 'Registration is closed' }, 200, 'Registration is closed'],
    [{ success: false }, 200, 'Registration failed'],
    [{}, 500, 'All fields are required'],
  ])('says why registration failed: %o (%i)', async (body, status, message) => {
    stubFetch({ status, body });
    const { fill, submit } = await renderForm();
    await fill(complete);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('in the overlay, registers where it is, says so and calls onSuccess', async () => {
    stubFetch({ status: 201, body: { success: true } });
    const onSuccess = jest.fn();
    const { fill, submit, router } = await renderForm({ onSuccess });
    await fill(complete);
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/cart');
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Registration successful! Please login.', tone: 'success' });
  });

  it('says Register is at work, and takes no second press, until the api answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { fill, submit } = await renderForm();
    await fill(complete);
    await submit();
    const button = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ success: false }), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('switches to login in an overlay', async () => {
    const onSwitchToLogin = jest.fn();
    const { user } = await renderForm({ onSwitchToLogin });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSwitchToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('the dial-code picker', () => {
  it('finds a country by name and sends its dial code', async () => {
    const stub = stubFetch({ status: 201, body: { success: true } });
    const { user, fill, submit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' }));
    const search = screen.getByRole('combobox', { name: 'Search country' });
    expect(search).toHaveFocus();
    await user.type(search, 'united k');
    const options = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName('United Kingdom +44');
    await user.click(options[0] as HTMLElement);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'GB +44, country code: United Kingdom' });
    expect(trigger).toHaveFocus();
    await fill({ ...complete, 'Phone number': '07400 123456' });
    await submit();
    await waitFor(() => expect(stub.sent).toHaveLength(1));
    expect(stub.only().body).toMatchObject({ code: '+44', phone: '447400123456' });
  });

  it("finds the countries of '+44' and chooses one with the keyboard", async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: /country code/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), '+44');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    for (const name of ['United Kingdom +44', 'Guernsey +44', 'Isle of Man +44', 'Jersey +44']) {
      expect(within(listbox).getByRole('option', { name })).toBeInTheDocument();
    }
    expect(within(listbox).queryByRole('option', { name: 'United States +1' })).not.toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search country' });
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAccessibleName('Isle of Man +44');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'IM +44, country code: Isle of Man' })).toHaveTextContent(/^IM \+44$/);
  });

  it('closes on Escape before the dialog around it does, keeping the dial code', async () => {
    const onClose = jest.fn();
    const { user } = await renderForm({}, (form) => (
      <ModalDialog title="Create an account" onClose={onClose}>
        {form}
      </ModalDialog>
    ));
    const trigger = screen.getByRole('button', { name: 'ZM +260, country code: Zambia' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search country' });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.type(search, 'ken');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('ZM +260, country code: Zambia');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens with the arrow key and closes on a click outside', async () => {
    const { user } = await renderForm();
    const trigger = screen.getByRole('button', { name: 'ZM +260, country code: Zambia' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Countries' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Create an account' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
