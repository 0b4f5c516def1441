/**
 * @jest-environment node
 */
import { createStorefrontStore, openPage, seedCustomerState, serveApiFrom, sessionAtom, type RemoteRoute, type ServerRequest } from '@storefront/contract';
import { FAKE_API_URL, fakeApi } from '@storefront/testing';
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import routes from '../routes';

const customer = { first_name: 'Chanda', last_name: 'Mwale', email: 'chanda@example.com' };
let request: ServerRequest;

/** A visitor's request to the host's server: its own store, and no session. */
function answeringVisitor() {
  request = { store: createStorefrontStore(), token: undefined };
  seedCustomerState(request.store, { session: null, cart: null });
}

beforeAll(() => serveApiFrom({ apiUrl: FAKE_API_URL, contentUrl: FAKE_API_URL }, () => request));

/**
 * As the host's server answers a form sent without scripts: the page's route, loader and action in
 * a static handler, then the action's redirect, or the page's HTML with what the action answered.
 */
async function postOnServer(url: string, fields: Record<string, string>) {
  const handler = createStaticHandler(
    routes.map((route: RemoteRoute) => ({
      id: route.path,
      path: route.path,
      loader: (args) => openPage(route, args),
      action: route.action,
      element: route.element,
    })),
  );
  const context = await handler.query(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  if (context instanceof Response) return { redirect: context, html: '' };
  const html = renderToString(
    <Provider store={request.store}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </Provider>,
  );
  return { html, redirect: undefined };
}

describe('the sign-in form sent without scripts', () => {
  it("signs the request's customer in (its session's cookie is the answer's) and sends them on", async () => {
    answeringVisitor();
    const api = fakeApi({ 'POST /login': { body: { success: true, data: { token: 'token-from-the-api', user: customer } } } });
    const { redirect } = await postOnServer('/auth/login?redirectTo=%2Fuser%2Forders%2Fabc', { email: 'chanda@example.com', password: 'secret' });
    expect(redirect?.headers.get('Location')).toBe('/user/orders/abc');
    expect(request.token).toBe('token-from-the-api');
    expect(request.store.get(sessionAtom)).toEqual({ user: customer });
    expect(api.sentTo('POST /login')[0]?.body).toEqual({ email: 'chanda@example.com', password: 'secret', role: 'customer' });
  });

  it('goes home when no page asked for the sign-in', async () => {
    answeringVisitor();
    fakeApi({ 'POST /login': { body: { success: true, data: { token: 't', user: customer } } } });
    const { redirect } = await postOnServer('/auth/login', { email: 'chanda@example.com', password: 'secret' });
    expect(redirect?.headers.get('Location')).toBe('/');
  });

  it("shows the page again with why, and the identifier typed, but never the password", async () => {
    answeringVisitor();
    fakeApi({ 'POST /login': { status: 401, body: { message: 'Unauthenticated.' } } });
    const { html, redirect } = await postOnServer('/auth/login', { email: 'chanda@example.com', password: 'not-the-password' });
    expect(redirect).toBeUndefined();
    expect(html).toContain('Invalid Login Credentials');
    expect(html).toContain('value="chanda@example.com"');
    expect(html).not.toContain('not-the-password');
    expect(request.token).toBeUndefined();
    expect(request.store.get(sessionAtom)).toBeNull();
  });

  it('says what is missing, without asking the api', async () => {
    answeringVisitor();
    const api = fakeApi({});
    const { html } = await postOnServer('/auth/login', { email: '', password: '' });
    expect(html).toContain('All fields are required.');
    expect(html).toContain('aria-invalid="true"');
    expect(api.requests).toHaveLength(0);
  });
});

describe('the registration form sent without scripts', () => {
  const form = { first_name: 'Chanda', last_name: 'Mwale', email: 'chanda@example.com', country: 'ZM', code: '+260', phone: '0977123456', password: 'Chipolopolo-2026' };

  it('registers the customer and sends them to sign in, the dial code from the hidden field', async () => {
    answeringVisitor();
    const api = fakeApi({ 'POST /register': { status: 201, body: { success: true } } });
    const { redirect } = await postOnServer('/auth/register', form);
    expect(redirect?.headers.get('Location')).toBe('/auth/login');
    expect(api.sentTo('POST /register')[0]?.body).toMatchObject({ code: '+260', phone: '260977123456' });
  });

  it('shows the page again with why and all that was typed but the password', async () => {
    answeringVisitor();
    fakeApi({ 'POST /register': { status: 422, body: { message: 'The email has already been taken.' } } });
    const { html } = await postOnServer('/auth/register', form);
    expect(html).toContain('The email has already been taken.');
    for (const value of ['Chanda', 'Mwale', 'chanda@example.com', '0977123456']) expect(html).toContain(`value="${value}"`);
    expect(html).not.toContain('Chipolopolo-2026');
  });
});

describe('the profile form sent without scripts', () => {
  it('saves the profile and shows the page again saying so, the header greeting by the new name', async () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
    const profile = { ...customer, phone: '260977123456', code: '+260' };
    const api = fakeApi({
      'PUT /profile': { body: { success: true } },
      'GET /profile': { body: { success: true, data: { user: { ...profile, first_name: 'Mutale' } } } },
    });
    const { html } = await postOnServer('/user/profile', {
      intent: 'save-profile',
      email: customer.email,
      first_name: 'Mutale',
      last_name: customer.last_name,
      country: 'ZM',
      code: '+260',
      phone: '0977123456',
    });
    expect(html).toContain('Profile updated successfully.');
    expect(html).toContain('value="Mutale"');
    expect(api.sentTo('PUT /profile')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(request.store.get(sessionAtom)).toEqual({ user: { ...customer, first_name: 'Mutale' } });
  });
});

describe('the password change sent without scripts', () => {
  const profile = { ...customer, phone: '260977123456', code: '+260' };
  const change = { intent: 'change-password', current_password: 'Old-secret-1', password: 'Kafue-n3w-secret', password_confirmation: 'Kafue-n3w-secret' };
  const signedIn = () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
  };

  it("changes the password with the request's session and shows the page again saying so, the session kept", async () => {
    signedIn();
    const api = fakeApi({
      'POST /profile/password': { body: { success: true, message: 'Password changed.' } },
      'GET /profile': { body: { success: true, data: { user: profile } } },
    });
    const { html, redirect } = await postOnServer('/user/profile?open=password', change);
    expect(redirect).toBeUndefined();
    expect(api.sentTo('POST /profile/password')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({ current_password: 'Old-secret-1', password: 'Kafue-n3w-secret', password_confirmation: 'Kafue-n3w-secret' });
    expect(html).toContain('Password changed successfully.');
    expect(html).not.toContain('Kafue-n3w-secret');
    expect(request.token).toBe('token-of-the-request');
  });

  it("shows the form in the page again with the api's refusal on its field, never a password", async () => {
    signedIn();
    fakeApi({
      'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } },
      'GET /profile': { body: { success: true, data: { user: profile } } },
    });
    const { html } = await postOnServer('/user/profile', { ...change, current_password: 'not-the-password' });
    expect(html).toContain('Your current password is not correct.');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="current_password"/);
    expect(html).not.toContain('not-the-password');
    expect(html).not.toContain('Kafue-n3w-secret');
  });
});

describe('the top-up form sent without scripts', () => {
  const link = 'http://api.test/api/sandbox/topup/ref-9';
  const signedIn = () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
  };

  it("starts the top-up with the request's session and sends the customer to pay", async () => {
    signedIn();
    const api = fakeApi({ 'POST /wallet/initiate-topup': { body: { success: true, data: { payment_link: link } } } });
    const { redirect } = await postOnServer('/user/dashboard?open=topup', { intent: 'top-up', amount: '250' });
    expect(redirect?.headers.get('Location')).toBe(link);
    expect(api.sentTo('POST /wallet/initiate-topup')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
  });

  it("shows the page again with the form, the api's refusal under it and the amount typed", async () => {
    signedIn();
    fakeApi({
      'POST /wallet/initiate-topup': { status: 422, body: { success: false, error: 'You can top up at most ZK 100,000.00 at a time.' } },
      'GET /wallet/balance': { body: { balance: 0 } },
      'GET /orders': { body: { data: [] } },
      'GET /catering-requests': { body: { data: [] } },
    });
    const { html, redirect } = await postOnServer('/user/dashboard', { intent: 'top-up', amount: '250000' });
    expect(redirect).toBeUndefined();
    expect(html).toContain('You can top up at most ZK 100,000.00 at a time.');
    expect(html).toContain('value="250000"');
  });
});

describe('the account deletion form sent without scripts', () => {
  const signedIn = () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
  };
  const confirmed = { intent: 'delete-account', reason: 'Moving abroad', password: 'secret', confirmation: 'DELETE MY ACCOUNT' };

  it('Continue shows step 2, carrying the reason, with Delete My Account ready for the server to check', async () => {
    signedIn();
    fakeApi({ 'GET /wallet/balance': { body: { balance: 0 } } });
    const { html } = await postOnServer('/goodbye', { intent: 'continue', reason: 'Moving abroad' });
    expect(html).toContain('Confirm account deletion');
    expect(html).toContain('name="reason" value="Moving abroad"');
    expect(html).toMatch(/<button[^>]*value="delete-account"(?![^>]*disabled)[^>]*>Delete My Account<\/button>/);
  });

  it("deletes the account with the request's session, ends that session (its cookie is cleared) and goes home", async () => {
    signedIn();
    const api = fakeApi({ 'POST /user/request-deletion': { body: { success: true } } });
    const { redirect } = await postOnServer('/goodbye', confirmed);
    expect(redirect?.headers.get('Location')).toBe('/');
    expect(api.sentTo('POST /user/request-deletion')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(request.token).toBeUndefined();
    expect(request.store.get(sessionAtom)).toBeNull();
  });

  it("shows step 2 again with the api's refusal, the session kept, never the password", async () => {
    signedIn();
    fakeApi({
      'POST /user/request-deletion': { status: 422, body: { success: false, message: 'The password is incorrect.' } },
      'GET /wallet/balance': { body: { balance: 0 } },
    });
    const { html, redirect } = await postOnServer('/goodbye', { ...confirmed, password: 'not-the-password' });
    expect(redirect).toBeUndefined();
    expect(html).toContain('The password is incorrect.');
    expect(html).not.toContain('not-the-password');
    expect(request.token).toBe('token-of-the-request');
  });
});

describe('the add-address form sent without scripts', () => {
  it('saves the address typed, its coordinates unknown, and shows the list again saying so', async () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
    const created = { uuid: 'a-9', address: 'Plot 12, Kabulonga Road', location: 'Lusaka', latitude: '0', longitude: '0' };
    const api = fakeApi({
      'POST /address': { status: 201, body: { data: { address: created } } },
      'GET /address': { body: { data: [created] } },
    });
    const { html } = await postOnServer('/user/address', { intent: 'add-address', address: 'Plot 12, Kabulonga Road', location: 'Lusaka', address_line: '' });
    expect(api.sentTo('POST /address')[0]?.body).toEqual({ address: 'Plot 12, Kabulonga Road', location: 'Lusaka', latitude: '0', longitude: '0' });
    expect(api.sentTo('POST /address')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(html).toContain('Address added successfully');
    expect(html).toContain('Remove Plot 12, Kabulonga Road');
  });
});

describe('the add-address form sent on the way from the cart without scripts', () => {
  it('saves the address and sends the customer back to the cart', async () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
    const created = { uuid: 'a-9', address: 'Plot 12, Kabulonga Road', location: 'Lusaka', latitude: '0', longitude: '0' };
    const api = fakeApi({ 'POST /address': { status: 201, body: { data: { address: created } } } });
    const { redirect } = await postOnServer('/user/address?open=address&from=%2Fcart', {
      intent: 'add-address',
      from: '/cart',
      address: 'Plot 12, Kabulonga Road',
      location: 'Lusaka',
      address_line: '',
    });
    expect(redirect?.headers.get('Location')).toBe('/cart');
    expect(api.sentTo('POST /address')[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
  });
});

describe('Pay Now sent without scripts', () => {
  const uuid = 'abc123de-0000-4000-8000-000000000001';
  const link = 'http://api.test/api/sandbox/pay/ref-1';
  const order = {
    uuid,
    order_type: 'pickup',
    status: 'pending',
    payment_status: 'pending',
    total_price: 85,
    created_at: '2025-03-12T14:05:00.000Z',
    vendor: { name: 'Mama Kitchen' },
    order_products: [{ name: 'Nshima with beef', quantity: 1, price: 85 }],
  };
  const signedIn = () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
  };
  afterEach(() => jest.restoreAllMocks());

  it("starts the payment with the request's session and the customer's name, and sends them to pay", async () => {
    signedIn();
    const api = fakeApi({ [`POST /payment/${uuid}`]: { body: { type: 'link', payment_link: link } } });
    const { redirect } = await postOnServer(`/user/orders/${uuid}`, { intent: 'pay-order' });
    expect(redirect?.headers.get('Location')).toBe(link);
    expect(api.sentTo(`POST /payment/${uuid}`)[0]?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(api.sentTo(`POST /payment/${uuid}`)[0]?.body).toEqual({ name: 'Chanda Mwale', email: 'chanda@example.com' });
  });

  it("shows the order again saying 'Error processing payment', with Pay Now to try again", async () => {
    signedIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      [`POST /payment/${uuid}`]: { status: 500, body: { message: 'Server Error' } },
      [`GET /orders/${uuid}`]: { body: { success: true, data: { order } } },
    });
    const { html, redirect } = await postOnServer(`/user/orders/${uuid}`, { intent: 'pay-order' });
    expect(redirect).toBeUndefined();
    expect(html).toMatch(/role="alert"[^>]*>Error processing payment</);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pay Now<\/button>/);
  });
});

describe('the mobile money prompt forms sent without scripts', () => {
  const uuid = 'abc123de-0000-4000-8000-000000000001';
  const prompt = (overrides: Record<string, unknown>) => ({
    reference: 'a1b2c3d4-0000-4000-8000-00000000beef',
    status: 'pending',
    network: 'MTN',
    phone_ending: '4567',
    expires_at: '2099-03-12T14:07:00.000Z',
    ...overrides,
  });
  const order = (payment: Record<string, unknown>) => ({
    uuid,
    order_type: 'pickup',
    status: 'pending',
    payment_status: 'pending',
    total_price: 85,
    created_at: '2025-03-12T14:05:00.000Z',
    vendor: { name: 'Mama Kitchen' },
    order_products: [{ name: 'Nshima with beef', quantity: 1, price: 85 }],
    payment,
  });
  const signedIn = () => {
    request = { store: createStorefrontStore(), token: 'token-of-the-request' };
    seedCustomerState(request.store, { session: { user: customer }, cart: null });
  };

  it('Try again: the server makes the attempt key, sends the prompt, and shows the order with the new prompt', async () => {
    signedIn();
    let current = order(prompt({ status: 'failed', failure_reason: 'declined' }));
    const api = fakeApi({
      [`POST /payment/${uuid}`]: () => {
        current = order(prompt({ reference: 'b2c3d4e5-0000-4000-8000-00000000cafe' }));
        return { body: { success: true, type: 'mobile_money', payment_link: null } };
      },
      [`GET /orders/${uuid}`]: () => ({ body: { success: true, data: { order: current } } }),
      'GET /profile': { body: { data: { user: { ...customer, phone: '+260961234567' } } } },
    });
    const { html, redirect } = await postOnServer(`/user/orders/${uuid}`, { intent: 'resend-prompt', phone: '+260961234567', network: 'MTN' });
    expect(redirect).toBeUndefined();
    const [sent] = api.sentTo(`POST /payment/${uuid}`);
    expect(sent?.body).toEqual({ name: 'Chanda Mwale', email: 'chanda@example.com', method: 'mobile_money', phone: '+260961234567', network: 'MTN' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent?.headers.get('authorization')).toBe('Bearer token-of-the-request');
    expect(html).toMatch(/role="status"[^>]*><p[^>]*>Approve the payment on your phone \(…4567\)</);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Resend the prompt<\/button>/);
  });

  it('Change number: a number no prompt can go to is said at its field, kept as typed, and nothing is sent', async () => {
    signedIn();
    const api = fakeApi({
      [`GET /orders/${uuid}`]: { body: { success: true, data: { order: order(prompt({ status: 'expired' })) } } },
      'GET /profile': { body: { data: { user: { ...customer, phone: null } } } },
    });
    const { html } = await postOnServer(`/user/orders/${uuid}`, { intent: 'change-number', phone: '0971234' });
    expect(api.sentTo(`POST /payment/${uuid}`)).toHaveLength(0);
    expect(html).toContain('The prompt expired before it was approved.');
    expect(html).toMatch(/role="alert"[^>]*>Enter a Zambian mobile money number, such as 097 1234567.</);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="0971234"/);
  });
});
