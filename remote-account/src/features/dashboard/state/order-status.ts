import { orderTrackerStages } from '@storefront/shared';

export type TrackerStage = (typeof orderTrackerStages)[number];

const labels: Record<string, string> = {
  pending: 'Pending',
  processing: 'Preparing',
  ontheway: 'On The Way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The customer's word for an order status (spec §4), compared case-insensitively; others as they come. */
export function statusLabel(status: string): string {
  return labels[status.trim().toLowerCase()] ?? status;
}

/** The tracker's four stages with their labels, in order. */
export const trackerStages: readonly { stage: TrackerStage; label: string }[] = orderTrackerStages.map((stage) => ({
  stage,
  label: statusLabel(stage),
}));

/** The tracker stage an order has reached (0-3), or -1 when it is on none (cancelled or unknown). */
export function trackerStepOf(status: string): number {
  const normalised = status.trim().toLowerCase();
  return orderTrackerStages.findIndex((stage) => stage === normalised);
}

export function isCancelled(status: string): boolean {
  return status.trim().toLowerCase() === 'cancelled';
}

/** Delivered and cancelled orders no longer change; every other one may still move on the server. */
export function isSettled(status: string): boolean {
  const normalised = status.trim().toLowerCase();
  return normalised === 'delivered' || normalised === 'cancelled';
}

/** True while the orders on the dashboard still need following (any of them not delivered or cancelled). */
export function needsLiveTracking(orders: readonly { status: string }[]): boolean {
  return orders.some((order) => !isSettled(order.status));
}

export type BadgeTone = 'success' | 'warning';

export interface PaymentBadge {
  label: string;
  tone: BadgeTone;
  /** A pending payment offers Pay Now in the order detail. */
  payable: boolean;
}

/** Paid: a green 'Paid'; pending: payable; anything else: a yellow badge with its own text (spec §4). */
export function paymentBadge(paymentStatus: string): PaymentBadge {
  const normalised = paymentStatus.trim().toLowerCase();
  if (normalised === 'paid') return { label: 'Paid', tone: 'success', payable: false };
  if (normalised === 'pending') return { label: 'Pending', tone: 'warning', payable: true };
  return { label: paymentStatus.trim() || 'Unknown', tone: 'warning', payable: false };
}
