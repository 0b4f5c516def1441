import { PrimaryButton } from '@storefront/ui';
import { paymentBadge } from '../state/order-status';
import { Badge } from './badges';

export interface PaymentStatusProps {
  paymentStatus: string;
  /** 'wallet' for an order paid from the wallet at checkout. */
  paidWith?: string | null;
  /** Given in the order detail: a pending payment then shows Pay Now instead of its badge. */
  onPay?: () => void;
  paying?: boolean;
}

/** Paid: a green badge; pending: Pay Now (in the detail); anything else: a yellow badge with its text. */
export function PaymentStatus({ paymentStatus, paidWith, onPay, paying = false }: PaymentStatusProps) {
  const badge = paymentBadge(paymentStatus, paidWith);
  if (badge.payable && onPay) {
    return (
      <PrimaryButton type="button" onClick={onPay} disabled={paying} aria-busy={paying || undefined}>
        {paying ? 'Processing...' : 'Pay Now'}
      </PrimaryButton>
    );
  }
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
