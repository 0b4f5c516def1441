import {
  getCateringRequests,
  getOrder,
  getOrders,
  getProfile,
  getWalletBalance,
  getWalletHistory,
  type CateringRequest,
  type Order,
  type WalletEntry,
} from '@storefront/api-client';
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
  /** The wallet's latest movements; null when they cannot be read (the section is then left out). */
  walletHistory: WalletEntry[] | null;
  /** Most customers have none; a failed read leaves the section out rather than crowd the page. */
  cateringRequests: CateringRequest[];
  /** When the page was read (ms since the epoch): the greeting's hour, the same for the server's HTML and its hydration. */
  openedAt: number;
}

/** The dashboard's loader: the orders, the wallet's balance and history, and the catering requests, side by side. */
export async function readDashboard(): Promise<DashboardReads> {
  const [orders, balance, walletHistory, cateringRequests] = await Promise.all([
    settle(getOrders()),
    getWalletBalance(),
    getWalletHistory().catch(() => null),
    getCateringRequests().catch((): CateringRequest[] => []),
  ]);
  return { orders, balance, walletHistory, cateringRequests, openedAt: Date.now() };
}

export interface OrderReads {
  order: Settled<Order>;
  /**
   * The customer's profile phone, read only for an unpaid order with a mobile money payment: a new
   * prompt goes to it without asking when it is the number the last one went to.
   */
  profilePhone: string | null;
  /** The wallet's balance, read only for an unpaid order: it may pay the order when it covers it. */
  walletBalance: number | null;
}

/**
 * The order page's loader: the order (and, while it is unpaid, what may pay it). An id that is no order's at all is the not-found page (a 404
 * for the server too) and reads nothing; an order that cannot be read is the page's error text.
 */
export async function readOrder(id: string): Promise<OrderReads> {
  const order = await getOrder(id);
  if (!order) return { order: { status: 'error', error: ORDER_DETAIL_ERROR }, profilePhone: null, walletBalance: null };
  const unpaid = order.payment_status !== 'paid';
  const awaitsPrompt = unpaid && promptState(order.payment) !== null;
  const [profilePhone, walletBalance] = await Promise.all([
    awaitsPrompt ? getProfile().then((profile) => profile.phone ?? null, () => null) : null,
    unpaid ? getWalletBalance() : null,
  ]);
  return { order: { status: 'success', data: order }, profilePhone, walletBalance };
}

/** Refuses, before any session is asked for, an address no order can have. */
export function refuseMalformedOrderId(id: string | undefined): string {
  if (!isOrderUuid(id ?? '')) throw data('No such order', { status: 404 });
  return id ?? '';
}
