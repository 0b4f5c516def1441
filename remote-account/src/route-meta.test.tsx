import { setTestSession } from '@storefront/testing';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import LoginPage from './pages/login-page';
import routes from './routes';

const handleAt = (path: string) => routes.find((route) => route.path === path)?.handle;

describe('what the account pages tell the host', () => {
  it.each([
    ['/auth/login', 'Sign in'],
    ['/auth/register', 'Create an account'],
    ['/auth/forgot-password', 'Forgot password'],
    ['/auth/otp', 'Verify OTP'],
  ])('%s is public, titled %s, with a line about it', (path, title) => {
    const handle = handleAt(path);
    expect(handle?.clientOnly).toBeFalsy();
    expect(handle?.meta?.(null, {})).toMatchObject({ title, description: expect.stringMatching(/\.$/) });
  });

  it.each([
    ['/user/dashboard', 'Dashboard'],
    ['/user/orders/:id', 'Order'],
    ['/user/address', 'My Addresses'],
    ['/user/profile', 'Profile'],
    ['/goodbye', 'Delete Account'],
  ])('%s shows what only the browser knows (the session), titled %s', (path, title) => {
    const handle = handleAt(path);
    expect(handle?.clientOnly).toBe(true);
    expect(handle?.meta?.(null, {})).toEqual({ title });
  });

  it('renders the sign-in form on the server even for a stored session, which only the browser knows', () => {
    const store = createStore();
    setTestSession(store);
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/auth/login']}>
          <LoginPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toContain('Welcome back');
  });
});
