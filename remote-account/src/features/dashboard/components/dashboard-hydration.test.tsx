import { setTestSession } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardReads } from '../api/dashboard-reads';
import { Dashboard } from './dashboard';

const deviceZone = process.env.TZ;
// A device whose clock is not the marketplace's: 10:30 UTC is 12:30 in Lusaka.
beforeAll(() => (process.env.TZ = 'UTC'));
afterAll(() => (process.env.TZ = deviceZone));

const loaded: DashboardReads = {
  orders: { status: 'success', data: [] },
  balance: 120.5,
  walletHistory: [],
  cateringRequests: [],
  openedAt: Date.parse('2025-03-12T10:30:00Z'),
};

function page() {
  const store = createStore();
  setTestSession(store);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <Dashboard loaded={loaded} />
      </MemoryRouter>
    </Provider>
  );
}

describe("the dashboard the server rendered, in the customer's browser", () => {
  it("hydrates the server's greeting (the marketplace's hour) without a mismatch, then greets by the device's hour", async () => {
    const html = renderToString(page());
    expect(html).toContain('Good Afternoon, Mwila');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good Morning, Mwila');
    container.remove();
  });
});
