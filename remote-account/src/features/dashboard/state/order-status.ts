import { orderTrackerStages } from '@storefront/api-client';

export type TrackerStage = (typeof orderTrackerStages)[number];

const labels: Record<string, string> = {
  pending: 'Pending',
  processing: 'Preparing',
  ontheway: 'On The Way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the last stage means when the customer comes to the kitchen instead of a rider to them. */
const handedOverLabels: Record<string, string> = { pickup: 'Picked Up', 'dine-in': 'Served' };

/** The server's own wording ('failed') as a label: its first letter capital, the rest as sent. */
function asLabel(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

function normalised(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Only a delivery travels; an order of no known type is taken for one, as orders were before types. */
function travels(orderType: string | null | undefined): boolean {
  return !(normalised(orderType) in handedOverLabels);
}

/**
 * The customer's word for an order status, compared case-insensitively; others as they come. A
 * pickup or dine-in order is never 'On The Way': its last stage is 'Picked Up' or 'Served', and a
 * server that still says it is on its way is read as still being prepared.
 */
export function statusLabel(status: string, orderType?: string | null): string {
  const key = normalised(status);
  if (!travels(orderType)) {
    if (key === 'delivered') return handedOverLabels[normalised(orderType)] ?? labels.delivered ?? asLabel(status);
    if (key === 'ontheway') return labels.processing ?? asLabel(status);
  }
  return labels[key] ?? asLabel(status);
}

/** The tracker's stages with their labels, in order: four for a delivery, three without the ride. */
export function trackerStages(orderType?: string | null): readonly { stage: TrackerStage; label: string }[] {
  const stages = travels(orderType) ? orderTrackerStages : orderTrackerStages.filter((stage) => stage !== 'ontheway');
  return stages.map((stage) => ({ stage, label: statusLabel(stage, orderType) }));
}

/** The tracker stage an order has reached, or -1 when it is on none (cancelled or unknown). */
export function trackerStepOf(status: string, orderType?: string | null): number {
  const key = !travels(orderType) && normalised(status) === 'ontheway' ? 'processing' : normalised(status);
  return trackerStages(orderType).findIndex(({ stage }) => stage === key);
}

/** A rider is offered to call only once one is assigned to the order. */
export function hasRider(rider: { name?: string | null; phone?: string | null } | null | undefined): boolean {
  return Boolean(rider && (rider.name || rider.phone));
}

export function isCancelled(status: string): boolean {
  return status.trim().toLowerCase() === 'cancelled';
}

/** Delivered and cancelled orders no longer change; every other one may still move on the server. */
export function isSettled(status: string): boolean {
  const normalised = status.trim().toLowerCase();
  return normalised === 'delivered' || normalised === 'cancelled';
}

/** What tells whether an order can still change: its status and its latest mobile money payment's. */
export interface MovingOrder {
  status: string;
  payment?: { status: string } | null;
}

/**
 * An order still changes on the server until it is delivered or cancelled and no mobile money
 * prompt of it is waiting (a prompt approved late still pays it, or goes to the wallet).
 */
export function canStillChange(order: MovingOrder): boolean {
  return !isSettled(order.status) || order.payment?.status === 'pending';
}

/** True while the orders on the dashboard still need following (any of them can still change). */
export function needsLiveTracking(orders: readonly MovingOrder[]): boolean {
  return orders.some(canStillChange);
}

export type BadgeTone = 'success' | 'warning';

export interface PaymentBadge {
  label: string;
  tone: BadgeTone;
  /** A pending payment offers Pay Now in the order detail. */
  payable: boolean;
}

/** What an unpaid order's latest mobile money payment adds to its badge. */
const promptLabels: Record<string, string> = {
  pending: 'Approve on phone',
  failed: 'Payment failed',
  expired: 'Prompt expired',
};

/**
 * Paid (the order, or its mobile money payment before the order says so): a green 'Paid', saying
 * so when the wallet paid it; pending: payable, saying where its mobile money prompt stands;
 * anything else: a yellow badge with its own text.
 */
export function paymentBadge(paymentStatus: string, paidWith?: string | null, promptStatus?: string | null): PaymentBadge {
  const normalised = paymentStatus.trim().toLowerCase();
  if (normalised === 'paid' || promptStatus === 'paid') {
    return { label: paidWith === 'wallet' ? 'Paid from wallet' : 'Paid', tone: 'success', payable: false };
  }
  if (normalised === 'pending') return { label: promptLabels[promptStatus ?? ''] ?? 'Pending', tone: 'warning', payable: true };
  return { label: asLabel(paymentStatus) || 'Unknown', tone: 'warning', payable: false };
}
