import { routeChunkName } from './page-chunks';

describe('routeChunkName', () => {
  it.each([
    ['/', 'route-home'],
    ['/menu', 'route-menu'],
    ['/food/:id', 'route-food-id'],
    ['/user/dashboard', 'route-user-dashboard'],
    ['/rider-app', 'route-rider-app'],
  ])('names the chunk of %s %s', (pattern, name) => {
    expect(routeChunkName(pattern)).toBe(name);
  });

  it('gives routes that differ in their words names of their own', () => {
    const patterns = ['/catering', '/catering/:id', '/user/orders/:id', '/user/address', '/rider/register', '/rider-app'];
    expect(new Set(patterns.map(routeChunkName)).size).toBe(patterns.length);
  });
});
