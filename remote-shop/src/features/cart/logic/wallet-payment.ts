import { formatZmw } from '@storefront/api-client';

/** Whether the wallet can pay a total: only a balance that covers all of it. */
export function walletCovers(balance: number | null, total: number): boolean {
  return balance !== null && total > 0 && balance >= total;
}

/** The wallet choice's label, with the balance the customer would pay from. */
export function walletChoiceLabel(balance: number | null): string {
  return balance === null ? 'Pay from my wallet' : `Pay from my wallet (${formatZmw(balance)})`;
}

/** Why the wallet choice is unavailable, when it is. */
export function walletShortfall(balance: number | null, total: number): string | null {
  if (balance === null || walletCovers(balance, total)) return null;
  return 'Your balance does not cover this order. Top up your wallet from your dashboard to pay with it.';
}

export const PAID_FROM_WALLET = 'Order placed and paid from your wallet';
