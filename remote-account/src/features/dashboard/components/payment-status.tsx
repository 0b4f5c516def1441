import type { ReactNode } from 'react';
import { paymentBadge } from '../state/order-status';
import { Badge } from './badges';

export interface PaymentStatusProps {
  paymentStatus: string;
  /** 'wallet' for an order paid from the wallet at checkout. */
  paidWith?: string | null;
  /** The status of the order's latest mobile money payment, if it has one. */
  promptStatus?: string | null;
  /** Given in the order detail (Pay Now, or the mobile money prompt): a pending payment then shows it instead of its badge. */
  payNow?: ReactNode;
}

/** Paid: a green badge; pending: Pay Now or the prompt (in the detail); anything else: a yellow badge with its text. */
export function PaymentStatus({ paymentStatus, paidWith, promptStatus, payNow }: PaymentStatusProps) {
  const badge = paymentBadge(paymentStatus, paidWith, promptStatus);
  if (badge.payable && payNow) return payNow;
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
