import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import RiderRegisterPage from './rider-register-page';

/** The sign-in page, saying what it was asked with. */
function SignInPage() {
  const { search } = useLocation();
  return <h1>Sign in page {search}</h1>;
}

function renderPage(store = createStore()) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/rider/register" element={<RiderRegisterPage />} />
      <Route path="/auth/login" element={<SignInPage />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route: '/rider/register', store },
  );
  const fields = {
    firstName: () => screen.getByRole('textbox', { name: 'First Name' }),
    lastName: () => screen.getByRole('textbox', { name: 'Last Name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    password: () => screen.getByLabelText('Password'),
  };
  const fill = async (email = 'bwalya@example.com') => {
    await rendered.user.type(fields.firstName(), 'Bwalya');
    await rendered.user.type(fields.lastName(), 'Phiri');
    await rendered.user.type(fields.email(), email);
    await rendered.user.type(fields.password(), 'rider-pass-1');
  };
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Register as a Rider' }));
  return { ...rendered, fields, fill, submit };
}

describe('RiderRegisterPage', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in', () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('form', { name: 'Rider sign-up' })).toHaveAttribute('method', 'post');
  });

  it('asks for the four fields only, and points riders to the rider app', () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Rider' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Rider sign-up' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(3);
    expect(screen.queryByRole('textbox', { name: /phone/i })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download the Rider App' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    expect(appStore).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    // The name contains the words as shown, apart (WCAG 2.5.3 label in name).
    expect(appStore).toHaveTextContent('Download on the App Store');
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\//),
    );
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    const { user, fields } = renderPage();
    expect(fields.password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields.password()).toHaveAttribute('type', 'password');
  });

  it('wants a valid e-mail address', async () => {
    const api = fakeApi({});
    const { fill, submit, fields } = renderPage();
    await fill('bwalya@example');
    await submit();
    expect(fields.email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(fields.email()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('registers the rider with only the four fields, says so and goes to sign in as a new rider', async () => {
    const api = fakeApi({
      'POST /rider/register': { status: 201, body: { success: true, message: 'Registration successful! Please download the rider app to continue.' } },
    });
    const { fill, submit, store } = renderPage();
    await fill();
    await submit();
    // Sent as coming from the rider sign-up: the sign-in page then says riders continue in the rider app.
    expect(await screen.findByRole('heading', { name: 'Sign in page ?from=rider-signup' })).toBeInTheDocument();
    expect(api.sentTo('POST /rider/register').map((request) => request.body)).toEqual([
      { first_name: 'Bwalya', last_name: 'Phiri', email: 'bwalya@example.com', password: 'rider-pass-1' },
    ]);
    expect(store.get(toastAtom)).toMatchObject({
      message: 'Registration successful! Please download the rider app to continue.',
      tone: 'success',
    });
  });

  it.each([
    ['Ride24', 'Use at least 8 characters for your password.'],
    ['Football', 'This password is too common. Please choose another.'],
  ])('refuses the password %s with its reason under the field, sending nothing', async (password, message) => {
    const api = fakeApi({});
    const { fill, submit, fields, user } = renderPage();
    await fill();
    await user.clear(fields.password());
    await user.type(fields.password(), password);
    await submit();
    expect(fields.password()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.password()).toHaveAccessibleDescription(`${message} At least 8 characters, and not a common password.`);
    expect(fields.password()).toHaveValue(password);
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's reason for refusing the password", async () => {
    const message = 'This password is too common. Please choose another.';
    fakeApi({ 'POST /rider/register': { status: 422, body: { success: false, message } } });
    const { fill, submit, store } = renderPage();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Said once, above the button: no toast repeats it.
    expect(store.get(toastAtom)).toBeNull();
  });

  it("shows the server's message when it refuses, keeping what was typed", async () => {
    fakeApi({ 'POST /rider/register': { status: 422, body: { success: false, message: 'The email has already been taken.' } } });
    const { fill, submit, store, fields } = renderPage();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(store.get(toastAtom)).toBeNull();
    expect(fields.email()).toHaveValue('bwalya@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Rider' })).toBeInTheDocument();
  });

  it("says 'Something went wrong.' when the server gives no reason", async () => {
    fakeApi({ 'POST /rider/register': 'network-error' });
    const { fill, submit } = renderPage();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('sends a signed-in visitor home', () => {
    fakeApi({});
    const store = createStore();
    setTestSession(store);
    renderPage(store);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rider sign-up' })).not.toBeInTheDocument();
  });
});
