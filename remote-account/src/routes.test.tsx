import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRemoteRoutes, fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import routes from './routes';

describeRemoteRoutes('account', routes, {
  paths: ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp', '/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye'],
  routesSource: readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8'),
  signedInPaths: ['/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye'],
});

describe('the order page', () => {
  const loader = routes.find((route) => route.path === '/user/orders/:id')?.loader;
  const load = (id: string) => {
    if (typeof loader !== 'function') throw new Error('the order page has no loader');
    const url = new URL(`http://localhost/user/orders/${id}`);
    return loader({ params: { id }, request: new Request(url), url, pattern: '/user/orders/:id', context: undefined });
  };

  it('answers 404 for an id that is no order id, on the server too (it reads nothing)', async () => {
    for (const id of ['not-an-order', 'x'.repeat(200)]) {
      await expect(Promise.resolve().then(() => load(id))).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it("reads a well-formed order id's order for the signed-in customer", async () => {
    setTestSession(createStore());
    const api = fakeApi({ 'GET /orders/3f9a2b7c-1d2e-4f00-9abc-0123456789ab': { status: 404, body: { message: 'Not found' } } });
    expect(await load('3f9a2b7c-1d2e-4f00-9abc-0123456789ab')).toEqual({
      order: { status: 'error', error: 'Error loading order details' },
      profilePhone: null,
      walletBalance: null,
    });
    expect(api.sentTo('GET /orders/3f9a2b7c-1d2e-4f00-9abc-0123456789ab')).toHaveLength(1);
  });
});
