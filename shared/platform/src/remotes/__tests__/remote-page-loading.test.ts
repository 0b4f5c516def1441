import { loadRemote } from '@module-federation/enhanced/runtime';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { forgetRemote } from '../load-remote-module';
import { loadRemotePageOnServer, RENDER_IN_BROWSER } from '../remote-page-loading';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const orderLoader = jest.fn(({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
  if (params.id === 'not-an-order') throw data('No such order', { status: 404 });
  return null;
});

const accountRoutes = {
  default: [
    { path: '/user/orders/:id', loader: orderLoader, element: null, handle: { clientOnly: true } },
    { path: '/user/dashboard', element: null, handle: { clientOnly: true } },
  ],
};

const argsAt = (url: string, params: Record<string, string>) => ({ request: new Request(url), params, context: {} }) as unknown as LoaderFunctionArgs;

describe('loadRemotePageOnServer, for a page the browser renders', () => {
  beforeEach(() => {
    forgetRemote('account');
    loadRemoteMock.mockReset();
    loadRemoteMock.mockResolvedValue(accountRoutes);
    orderLoader.mockClear();
  });

  it('leaves the page to the browser once its loader lets the address through', async () => {
    const args = argsAt('http://localhost/user/orders/3f9a2b7c-1d2e-4f00-9abc-0123456789ab', { id: '3f9a2b7c-1d2e-4f00-9abc-0123456789ab' });
    await expect(loadRemotePageOnServer('account', '/user/orders/:id', args, 1000)).resolves.toBe(RENDER_IN_BROWSER);
    expect(orderLoader).toHaveBeenCalledTimes(1);
    await expect(loadRemotePageOnServer('account', '/user/dashboard', argsAt('http://localhost/user/dashboard', {}), 1000)).resolves.toBe(RENDER_IN_BROWSER);
  });

  it("answers the 404 its loader throws for an address no page has, so the server's answer is a 404", async () => {
    const args = argsAt('http://localhost/user/orders/not-an-order', { id: 'not-an-order' });
    await expect(loadRemotePageOnServer('account', '/user/orders/:id', args, 1000)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
