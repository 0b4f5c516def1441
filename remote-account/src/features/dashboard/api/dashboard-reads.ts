import { getCateringRequests, getOrder, getOrders, getProfile, getWalletBalance, type CateringRequest, type Order } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { data } from 'react-router-dom';
import { promptState } from '../logic/mobile-money';
import { isOrderUuid } from '../state/order-format';

export const ORDER_DETAIL_ERROR = 'Error loading order details';

export interface DashboardReads {
  /** The orders, newest first; a failed read is the list's error with Retry. */
  orders: Settled<Order[]>;
  /** 0 when the balance cannot be read (the wallet call answers so), rather than an error. */
  balance: number;
  /** Most customers have none; a failed read leaves the section out rather than crowd the page. */
  cateringRequests: CateringRequest[];
  /** When the page was read (ms since the epoch): the greeting's hour, the same for the server's HTML and its hydration. */
  openedAt: number;
}

/** The dashboard's loader: the orders, the wallet balance and the catering requests, side by side. */
export async function readDashboard(): Promise<DashboardReads> {
  const [orders, balance, cateringRequests] = await Promise.all([
    settle(getOrders()),
    getWalletBalance(),
    getCateringRequests().catch((): CateringRequest[] => []),
  ]);
  return { orders, balance, cateringRequests, openedAt: Date.now() };
}

export interface OrderReads {
  order: Settled<Order>;
  /**
   * The customer's profile phone, read only for an unpaid order with a mobile money payment: a new
   * prompt goes to it without asking when it is the number the last one went to.
   */
  profilePhone: string | null;
}

/**
 * The order page's loader: the order. An id that is no order's at all is the not-found page (a 404
 * for the server too) and reads nothing; an order that cannot be read is the page's error text.
 */
export async function readOrder(id: string): Promise<OrderReads> {
  const order = await getOrder(id);
  if (!order) return { order: { status: 'error', error: ORDER_DETAIL_ERROR }, profilePhone: null };
  const awaitsPrompt = order.payment_status !== 'paid' && promptState(order.payment) !== null;
  const profilePhone = awaitsPrompt ? await getProfile().then((profile) => profile.phone ?? null, () => null) : null;
  return { order: { status: 'success', data: order }, profilePhone };
}

/** Refuses, before any session is asked for, an address no order can have. */
export function refuseMalformedOrderId(id: string | undefined): string {
  if (!isOrderUuid(id ?? '')) throw data('No such order', { status: 404 });
  return id ?? '';
}
