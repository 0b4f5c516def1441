import { returnPath, returnState } from './return-path';

describe('returnPath', () => {
  it('goes back to the page that asked for a session, with its query', () => {
    expect(returnPath(returnState('/user/orders/ab12', '?paid=1'))).toBe('/user/orders/ab12?paid=1');
  });

  it('goes home without a page to go back to', () => {
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });

  it('never leaves the site or goes back to a sign-in page', () => {
    expect(returnPath({ from: 'https://elsewhere.example/' })).toBe('/');
    expect(returnPath({ from: '//elsewhere.example/' })).toBe('/');
    expect(returnPath({ from: '/\\elsewhere.example' })).toBe('/');
    expect(returnPath({ from: '/auth/login' })).toBe('/');
    expect(returnPath({ from: '/auth' })).toBe('/');
  });
});
