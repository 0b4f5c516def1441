import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const remoteModules: Record<string, unknown> = {
  'careers/routes': { default: [{ path: '/careers', element: <h1>Join Our Team</h1> }] },
  'content/FooterContent': { default: () => <p>Footer links</p> },
};

async function openAt(path: string) {
  window.history.pushState({}, '', path);
  await act(async () => {
    render(<App />);
  });
}

describe('App', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id: string) => remoteModules[id] ?? null);
  });

  it('shows the not-found page for an unknown path without loading any remote route', async () => {
    await openAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).not.toContainEqual(expect.stringMatching(/\/routes$/));
  });

  it('loads only the remote that owns the path', async () => {
    await openAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    const routeLoads = loadRemoteMock.mock.calls.map(([id]) => id).filter((id) => id.endsWith('/routes'));
    expect(routeLoads).toEqual(['careers/routes']);
    expect(await screen.findByText('Footer links')).toBeInTheDocument();
  });
});
