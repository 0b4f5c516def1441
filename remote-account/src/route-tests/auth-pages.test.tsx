import { sessionAtom, storefrontStore } from '@storefront/contract';
import { renderWithProviders, setTestSession, stubFetch, useTestRuntime } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import LoginPage from '../pages/login-page';
import RegisterPage from '../pages/register-page';
import { openPage } from './open-page';

const user = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' };

function renderAt(route: string, store = createStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/auth/register" element={<RegisterPage />} />
      <Route path="/user/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route, store },
  );
}

function signedInStore() {
  const store = createStore();
  store.set(sessionAtom, { token: 'abc', user });
  return store;
}

beforeEach(() => {
  useTestRuntime();
  storefrontStore.set(sessionAtom, null);
});

describe('/auth/login', () => {
  it('shows the sign-in form with a link to registration', async () => {
    await openPage('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });

  it('says nothing of riders to a customer', async () => {
    await openPage('/auth/login');
    expect(screen.queryByRole('region', { name: 'Riders continue in the rider app' })).not.toBeInTheDocument();
  });

  it('tells a rider sent by the rider sign-up that riders continue in the rider app', async () => {
    await openPage('/auth/login', '/auth/login?from=rider-signup');
    const notice = screen.getByRole('region', { name: 'Riders continue in the rider app' });
    expect(notice).toHaveTextContent(/this page is for customers and does not sign riders in/);
    expect(within(notice).getByRole('link', { name: 'Get the rider app' })).toHaveAttribute('href', '/rider-app');
    // The customer's form stays, under the notice.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a signed-in customer home', () => {
    renderAt('/auth/login', signedInStore());
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('goes home after signing in (its action)', async () => {
    stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    const { user: person, router } = await openPage('/auth/login', '/auth/login', { store: storefrontStore });
    await person.type(screen.getByLabelText('Phone number or Email'), 'mwila@example.com');
    await person.type(screen.getByLabelText('Password'), 'secret');
    await person.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(storefrontStore.get(sessionAtom)).toEqual({ user });
  });
});

describe('/auth/register', () => {
  it('shows the registration form with a link to login', async () => {
    await openPage('/auth/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('sends a signed-in customer home', () => {
    renderAt('/auth/register', signedInStore());
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('goes to login after registering', async () => {
    stubFetch({ status: 201, body: { success: true } });
    const { user: person, router } = await openPage('/auth/register');
    await person.type(screen.getByLabelText('First Name'), 'Mwila');
    await person.type(screen.getByLabelText('Last Name'), 'Banda');
    await person.type(screen.getByLabelText('Email'), 'mwila@example.com');
    await person.type(screen.getByLabelText('Phone number'), '0977123456');
    await person.type(screen.getByLabelText('Desired Password'), 'Chipolopolo-2026');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('the sign-in and password-reset pages for a signed-in customer', () => {
  afterEach(() => setTestSession(createStore(), null));

  it.each([['/auth/login'], ['/auth/register'], ['/auth/forgot-password'], ['/auth/otp']])(
    'send them home from %s before rendering anything (their loader, on the server too)',
    async (path) => {
      setTestSession(createStore());
      const { router } = await openPage(path);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );

  it('send them back to the page that asked them to sign in', async () => {
    setTestSession(createStore());
    const { router } = await openPage('/auth/login', '/auth/login?redirectTo=%2Fuser%2Forders%2Fabc');
    expect(router.state.location.pathname).toBe('/user/orders/abc');
  });

  it('show a visitor the form', async () => {
    setTestSession(createStore(), null);
    const { router } = await openPage('/auth/login', '/auth/login?redirectTo=%2Fuser%2Fdashboard');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('/auth/login opened from a page that needs a session', () => {
  it('goes back to that page after signing in', async () => {
    stubFetch({ body: { success: true, data: { token: 'abc', user } } });
    const { user: person, router } = await openPage('/auth/login', '/auth/login?redirectTo=%2Fuser%2Fdashboard', { store: storefrontStore });
    await person.type(screen.getByLabelText('Phone number or Email'), 'mwila@example.com');
    await person.type(screen.getByLabelText('Password'), 'secret');
    await person.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });
});
