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
  ])("%s is rendered on the server for the customer, kept out of search engines' lists, titled %s", (path, title) => {
    const handle = handleAt(path);
    expect(handle?.clientOnly).toBeFalsy();
    expect(handle?.sitemap).toBe(false);
    expect(handle?.meta?.(null, {})).toEqual({ title });
  });
});
