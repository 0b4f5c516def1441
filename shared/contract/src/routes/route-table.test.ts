import { orderPagePath } from '../boundary/order-page';
import { remoteNames } from '../config/runtime-config-schema';
import { remoteOwningPath, remoteRoutePaths, routeChunkName, routeOfPath } from './route-table';

describe('remoteOwningPath', () => {
  it.each([
    ['/', 'content'],
    ['/menu', 'shop'],
    ['/food/3f0c9a52-6a1e-4a8e-9d7a-2b1f5c4e8a10', 'shop'],
    ['/catering/7', 'shop'],
    ['/cart/', 'shop'],
    ['/auth/login', 'account'],
    ['/user/dashboard', 'account'],
    [orderPagePath('a1b2c3d4-0000-4000-8000-000000000001'), 'account'],
    ['/goodbye', 'account'],
    ['/blog/12', 'content'],
    ['/rider-app', 'content'],
    ['/careers', 'careers'],
    ['/rider/register', 'careers'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteOwningPath(pathname)).toBe(remote);
  });

  it.each(['/no-such-page', '/food', '/food/', '/food/1/reviews', '/auth', '/main.js', '/menu/x'])('%s belongs to no remote (the host answers it)', (pathname) => {
    expect(remoteOwningPath(pathname)).toBeNull();
  });

  it("answers every path of the contract's route table with its owner", () => {
    for (const remote of remoteNames) {
      for (const path of remoteRoutePaths[remote]) {
        expect(remoteOwningPath(path.replace(':id', '42'))).toBe(remote);
      }
    }
  });
});

describe('routeOfPath', () => {
  it('names the pattern a page matches with its owner', () => {
    expect(routeOfPath('/food/42')).toEqual({ remote: 'shop', pattern: '/food/:id' });
    expect(routeOfPath('/')).toEqual({ remote: 'content', pattern: '/' });
    expect(routeOfPath('/no-such-page')).toBeNull();
  });
});

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

  it('gives every route of the table a name of its own', () => {
    const patterns = remoteNames.flatMap((remote) => [...remoteRoutePaths[remote]]);
    expect(new Set(patterns.map(routeChunkName)).size).toBe(patterns.length);
  });
});
