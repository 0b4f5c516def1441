/**
 * @jest-environment node
 */
import {
  createStorefrontStore,
  openPage,
  seedCustomerState,
  serveApiFrom,
  sessionExpiredAtom,
  type RemoteRoute,
  type ServerRequest,
} from '@storefront/contract';
import { addressFixture, FAKE_API_URL, fakeApi, routeAt } from '@storefront/testing';
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { backend, orderAnswer, UUID } from '../features/dashboard/test-support/order-backend';
import { SessionUnknown } from '../features/user-area/api/session-gate';
import routes from '../routes';

const customer = { first_name: 'Chanda', last_name: 'Mwale', email: 'chanda@example.com' };
let request: ServerRequest;

/** A request of the host's server: its own store, seeded with the customer of its cookies, and its session's token. */
function answering(session: typeof customer | null) {
  request = { store: createStorefrontStore(), token: session ? 'token-of-the-request' : undefined };
  seedCustomerState(request.store, { session: session && { user: session }, cart: null });
}

beforeAll(() => serveApiFrom({ apiUrl: FAKE_API_URL, contentUrl: FAKE_API_URL }, () => request));

/** As the host's server does: the page's route and loader in a static handler, then its HTML for the request's store. */
async function renderOnServer(url: string) {
  const handler = createStaticHandler(
    routes.map((route: RemoteRoute) => ({
      id: route.path,
      path: route.path,
      loader: (args) => openPage(route, args),
      element: route.element,
      errorElement: <p>Page not found</p>,
    })),
  );
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) return { redirect: context };
  const html = renderToString(
    <Provider store={request.store}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </Provider>,
  );
  return { html, status: context.statusCode };
}

describe('the pages of the customer’s own, on the server', () => {
  it("render the dashboard with the request's customer: greeting, balance, orders, catering requests", async () => {
    answering(customer);
    const { api } = backend([orderAnswer()], {
      'GET /catering-requests': { body: { data: [{ uuid: 'c1', reference: 'CAT-C1A2B3C4', bundle_id: 'b', bundle_title: 'Wedding Feast', event_type: 'wedding', guest_count: 120, event_date: '2027-02-14', province: 'Lusaka', city: 'Lusaka', status: 'new', created_at: '2026-11-20T10:00:00Z' }] } },
    });
    const { html } = await renderOnServer('/user/dashboard');
    expect(html).toMatch(/Good (Morning|Afternoon|Evening), Chanda/);
    expect(html).toContain('ZMW 120.50');
    expect(html).toContain('Order #ABC123');
    expect(html).toContain('CAT-C1A2B3C4');
    // Read with the request's own session.
    expect(api.sentTo('GET /orders')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
  });

  it("greet by the hour in the marketplace's time zone, which the browser shows too while it hydrates", async () => {
    answering(customer);
    backend([]);
    // 10:30 UTC is 12:30 in Lusaka: afternoon there, whatever the server's own zone.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-03-12T10:30:00Z'));
    const { html } = await renderOnServer('/user/dashboard');
    now.mockRestore();
    expect(html).toContain('Good Afternoon, Chanda');
  });

  it('render the order page with the order, and a 404 for an id no order has', async () => {
    answering(customer);
    backend([orderAnswer({ status: 'processing', payment_status: 'paid' })]);
    const { html } = await renderOnServer(`/user/orders/${UUID}`);
    expect(html).toContain('Order #ABC123');
    expect(html).toContain('ZMW 322.75');
    expect(html).toContain('Preparing');
    expect((await renderOnServer('/user/orders/not-an-order')).status).toBe(404);
  });

  it('render the saved addresses, the profile form filled in, and the balance before a deletion', async () => {
    answering(customer);
    fakeApi({
      'GET /address': { body: { data: [addressFixture({ address: 'Plot 12, Kabulonga Road, Lusaka' })] } },
      'GET /profile': { body: { success: true, data: { user: { ...customer, phone: '260977123456', code: '+260' } } } },
      'GET /wallet/balance': { body: { balance: '344.75' } },
    });
    expect((await renderOnServer('/user/address')).html).toContain('Plot 12, Kabulonga Road, Lusaka');
    const profile = (await renderOnServer('/user/profile')).html ?? '';
    expect(profile).toContain('value="chanda@example.com"');
    expect(profile).toContain('value="Mwale"');
    expect(profile).toContain('value="097 7123456"');
    const goodbye = (await renderOnServer('/goodbye')).html ?? '';
    expect(goodbye).toContain('ZMW 344.75');
    expect(goodbye).toContain('chanda@example.com');
  });

  it('render Change Password as a request for the profile with its form in it, which ?open=password gets, posted to the page', async () => {
    answering(customer);
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: { ...customer, phone: '260977123456', code: '+260' } } } } });
    const profile = (await renderOnServer('/user/profile')).html ?? '';
    expect(profile).toMatch(/<form[^>]*method="get">(<style[^>]*>[^<]*<\/style>)?<button type="submit" value="password"[^>]*name="open">Change Password<\/button><\/form>/);
    expect(profile).not.toContain('name="current_password"');
    const withForm = (await renderOnServer('/user/profile?open=password')).html ?? '';
    expect(withForm).toMatch(/<form[^>]*action="\/user\/profile\?open=password" method="post"><input type="hidden" name="intent" value="change-password"\/>/);
    for (const name of ['current_password', 'password', 'password_confirmation']) expect(withForm).toContain(`name="${name}"`);
  });

  it('render Pay Now for a pending payment as a form the order page answers', async () => {
    answering(customer);
    backend([orderAnswer({ payment_status: 'pending' })]);
    const { html } = await renderOnServer(`/user/orders/${UUID}`);
    expect(html).toMatch(/<form method="post"><input type="hidden" name="intent" value="pay-order"\/>(<style[^>]*>[^<]*<\/style>)?<button type="submit"[^>]*>Pay Now<\/button><\/form>/);
    expect(html).not.toContain('type="button"');
  });

  it("render the profile's country code as the browser's own list of countries, the profile's chosen, and no button a page without scripts cannot answer", async () => {
    answering(customer);
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: { ...customer, phone: '447400123456', code: '+44' } } } } });
    const profile = (await renderOnServer('/user/profile')).html ?? '';
    expect(profile).toMatch(/<select[^>]*name="country"[^>]*aria-label="Country code"/);
    expect(profile).toContain('<option value="GB" selected="">United Kingdom +44</option>');
    expect(profile).not.toContain('type="button"');
  });

  it("render Add Address as a request for the page with its form's field focused, which ?open=address gets, carrying the page to go back to", async () => {
    answering(customer);
    fakeApi({ 'GET /address': { body: { data: [] } } });
    const plain = (await renderOnServer('/user/address')).html ?? '';
    expect(plain).toMatch(/<form[^>]*method="get">(<style[^>]*>[^<]*<\/style>)?<button type="submit" value="address"[^>]*name="open">Add Address<\/button><\/form>/);
    expect(plain).not.toContain('autofocus');
    expect(plain).not.toContain('type="button"');
    const fromCart = (await renderOnServer('/user/address?open=address&from=%2Fcart')).html ?? '';
    expect(fromCart).toMatch(/<input[^>]*autofocus=""[^>]*name="address"/);
    expect(fromCart).toContain('<input type="hidden" name="intent" value="add-address"/><input type="hidden" name="from" value="/cart"/>');
    expect(fromCart).toMatch(/<form[^>]*method="get">(<style[^>]*>[^<]*<\/style>)?<input type="hidden" name="from" value="\/cart"\/>/);
    const elsewhere = (await renderOnServer('/user/address?open=address&from=https%3A%2F%2Fevil.example%2F')).html ?? '';
    expect(elsewhere).not.toContain('name="from"');
  });

  it.each([['/user/dashboard'], [`/user/orders/${UUID}`], ['/user/address'], ['/user/profile'], ['/goodbye']])(
    'answer a visitor without a session at %s with a redirect to sign in (and back), reading nothing',
    async (path) => {
      answering(null);
      const api = fakeApi({});
      const { redirect } = await renderOnServer(path);
      expect(redirect?.status).toBe(302);
      expect(redirect?.headers.get('Location')).toBe(path.startsWith('/user/orders/') ? `/auth/login?redirectTo=${encodeURIComponent(path)}` : '/auth/login');
      expect(api.requests).toHaveLength(0);
    },
  );

  it('leave the page to the browser, without sending to sign in, when the api could not say whose the session is', async () => {
    // The session's cookie came, but the api did not answer who it belongs to.
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    const api = fakeApi({});
    const url = 'http://localhost/user/dashboard';
    const loader = routeAt(routes, '/user/dashboard').loader;
    if (typeof loader !== 'function') throw new Error('the dashboard has no loader');
    await expect(Promise.resolve(loader({ request: new Request(url), params: {}, context: undefined, pattern: '/user/dashboard', url: new URL(url) }))).rejects.toBeInstanceOf(SessionUnknown);
    expect(api.requests).toHaveLength(0);
  });

  it('leave the sign-in to the browser when the request’s session was refused, so it can say the session expired', async () => {
    answering(null);
    request.store.set(sessionExpiredAtom, true);
    const api = fakeApi({});
    const { redirect, html } = await renderOnServer('/user/dashboard');
    expect(redirect).toBeUndefined();
    expect(html).not.toContain('Good ');
    expect(api.requests).toHaveLength(0);
  });
});

describe('the sign-in and password-reset pages, on the server', () => {
  it.each([['/auth/login'], ['/auth/register'], ['/auth/forgot-password'], ['/auth/otp']])(
    'send a signed-in customer from %s home',
    async (path) => {
      answering(customer);
      const { redirect } = await renderOnServer(path);
      expect(redirect?.status).toBe(302);
      expect(redirect?.headers.get('Location')).toBe('/');
    },
  );

  it('send a signed-in customer back to the page that asked them to sign in', async () => {
    answering(customer);
    const { redirect } = await renderOnServer(`/auth/login?redirectTo=${encodeURIComponent(`/user/orders/${UUID}`)}`);
    expect(redirect?.headers.get('Location')).toBe(`/user/orders/${UUID}`);
  });

  it('render the sign-in form for a visitor', async () => {
    answering(null);
    expect((await renderOnServer('/auth/login')).html).toContain('Welcome back');
  });
});
