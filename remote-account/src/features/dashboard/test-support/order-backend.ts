import { fakeApi, type FakeAnswer } from '@storefront/testing';

export const UUID = 'abc123de-0000-4000-8000-000000000001';
export const OTHER_UUID = 'fed987aa-0000-4000-8000-000000000002';

export interface OrderAnswer {
  uuid: string;
  status: string;
  payment_status: string;
  [field: string]: unknown;
}

/** An order as the reference backend answers it. */
export function orderAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return {
    uuid: UUID,
    order_type: 'delivery',
    status: 'pending',
    payment_status: 'pending',
    total_price: 322.75,
    subtotal: 170,
    tax: 12.75,
    delivery_fee: 90,
    handling_fee: 50,
    tip: 0,
    created_at: new Date(2025, 2, 12, 14, 5).toISOString(),
    vendor: { name: 'Mama Kitchen', address: 'Cairo Road, Lusaka', phone: '+260 97 1234567' },
    rider: null,
    order_products: [{ name: 'Nshima with beef', quantity: 2, price: 85 }],
    delivery_address: 'Kabulonga, Lusaka',
    instructions: null,
    ...overrides,
  };
}

/** An order's mobile money payment as the reference backend answers it: a prompt to …4567 on MTN, waiting for two minutes. */
export function promptAnswer(overrides: Record<string, unknown> = {}) {
  return {
    reference: 'a1b2c3d4-0000-4000-8000-00000000beef',
    status: 'pending',
    network: 'MTN',
    phone_ending: '4567',
    expires_at: new Date(Date.now() + 120_000).toISOString(),
    failure_reason: null,
    provider_reference: null,
    prompt_url: null,
    ...overrides,
  };
}

/** A paid order's receipt as the reference backend answers it: paid by Airtel Money from …4567. */
export function receiptAnswer(overrides: Record<string, unknown> = {}) {
  return {
    paid_at: new Date(2025, 2, 12, 14, 7).toISOString(),
    paid_with: 'mobile_money',
    reference: 'SBX-7F3K2P9Q',
    network: 'AIRTEL',
    phone_ending: '4567',
    ...overrides,
  };
}

/** The customer's profile as `GET /profile` answers it, with this phone. */
export function profileAnswer(phone: string | null): FakeAnswer {
  return { body: { data: { user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone, code: phone ? '+260' : null } } } };
}

export type Routes = Parameters<typeof fakeApi>[0];

/** A backend whose orders can change between calls, as the real one's do on its timer. */
export function backend(initial: OrderAnswer[], routes: Routes = {}) {
  let orders = initial;
  const api = fakeApi({
    'GET /wallet/balance': { body: { balance: '120.50' } },
    'GET /wallet/transactions': { body: { success: true, data: [] } },
    'GET /orders': () => ({ body: { success: true, data: orders } }),
    'GET /catering-requests': { body: { data: [] } },
    'GET /profile': profileAnswer(null),
    ...Object.fromEntries(
      initial.map((order) => [
        `GET /orders/${order.uuid}`,
        (): FakeAnswer => {
          const current = orders.find((candidate) => candidate.uuid === order.uuid);
          return current ? { body: { success: true, data: { order: current } } } : { status: 404, body: { message: 'Not found' } };
        },
      ]),
    ),
    ...routes,
  });
  return {
    api,
    update(uuid: string, changes: Partial<OrderAnswer>) {
      orders = orders.map((order) => (order.uuid === uuid ? { ...order, ...changes } : order));
    },
  };
}

/** Sets what document.visibilityState answers and tells the page, as a browser does when the tab is switched. */
export function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}


/** Undoes setVisibility: its own property would otherwise shadow the prototype's getter in later tests. */
export function resetVisibility(): void {
  Reflect.deleteProperty(document, 'visibilityState');
}
