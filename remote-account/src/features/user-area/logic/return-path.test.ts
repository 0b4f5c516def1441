import { returnPath, signInPath } from './return-path';

const returnOf = (from: string) => returnPath(new URLSearchParams({ redirectTo: from }));

describe('signInPath', () => {
  it("sends an order's link to sign in with the order to come back to, its query included", () => {
    expect(signInPath('/user/orders/ab12', '?paid=1')).toBe('/auth/login?redirectTo=%2Fuser%2Forders%2Fab12%3Fpaid%3D1');
  });

  it("sends the account's own pages to /auth/login itself, which leads home once signed in", () => {
    for (const page of ['/user/dashboard', '/user/address', '/user/profile', '/goodbye']) expect(signInPath(page)).toBe('/auth/login');
  });
});

describe('returnPath', () => {
  it('goes back to the page that asked for a session, with its query', () => {
    expect(returnPath(new URL(signInPath('/user/orders/ab12', '?paid=1'), 'https://zameats.example').search)).toBe('/user/orders/ab12?paid=1');
  });

  it('goes home without a page to go back to', () => {
    expect(returnPath('')).toBe('/');
    expect(returnPath('?from=rider-signup')).toBe('/');
    expect(returnOf('')).toBe('/');
  });

  it('never leaves the site or goes back to a sign-in page', () => {
    expect(returnOf('https://elsewhere.example/')).toBe('/');
    expect(returnOf('//elsewhere.example/')).toBe('/');
    expect(returnOf('/\\elsewhere.example')).toBe('/');
    expect(returnOf('/auth/login')).toBe('/');
    expect(returnOf('/auth')).toBe('/');
  });
});
