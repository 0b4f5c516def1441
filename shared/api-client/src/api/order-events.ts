import { apiAccess } from '@storefront/contract';
import { z } from 'zod/mini';
import { orderSchema, type Order } from '../schemas/orders';

export interface OrderStream {
  close: () => void;
}

/**
 * Follows one of the api's event streams (Server-Sent Events): `onValue` gets each event's answer,
 * parsed; `onUnavailable` is told once when the stream cannot open or breaks for good (no
 * EventSource, the stream refused), and the page then polls instead. A stream that drops is
 * reopened by the browser itself.
 */
function follow<T>(path: string, event: string, schema: z.ZodMiniType<T>, onValue: (value: T) => void, onUnavailable: () => void): OrderStream {
  if (typeof EventSource === 'undefined') {
    onUnavailable();
    return { close: () => undefined };
  }
  // The session cookie signs the stream in: an EventSource cannot send a bearer token.
  const source = new EventSource(`${apiAccess.apiUrl().replace(/\/+$/, '')}/${path}`, { withCredentials: true });
  source.addEventListener(event, (message) => {
    const parsed = z.safeParse(schema, JSON.parse((message as MessageEvent<string>).data));
    if (parsed.success) onValue(parsed.data);
  });
  source.addEventListener('error', () => {
    // CLOSED: the browser gave up (a refused or broken stream); CONNECTING: it is trying again by itself.
    if (source.readyState === EventSource.CLOSED) onUnavailable();
  });
  return { close: () => source.close() };
}

/** An order as it changes: its payment and each status step, within a second of the change. */
export function followOrder(id: string, onOrder: (order: Order) => void, onUnavailable: () => void): OrderStream {
  return follow(`orders/${encodeURIComponent(id)}/events`, 'order', orderSchema, onOrder, onUnavailable);
}

/** The customer's orders as they change (the dashboard's list). */
export function followOrders(onOrders: (orders: Order[]) => void, onUnavailable: () => void): OrderStream {
  return follow('orders/events', 'orders', z.array(orderSchema), onOrders, onUnavailable);
}
