/**
 * What the customer is told about their wallet before deleting the account. The server refuses
 * the deletion while the wallet holds money (or owes some) or an order is unfinished, so nobody
 * loses money by deleting; the page says so before they confirm, with what to do instead.
 */
export function walletAdvice(balance: number): string {
  if (balance > 0) {
    return 'An account cannot be deleted while its wallet holds money. Spend your balance on an order, or contact support to have it refunded, then come back here.';
  }
  if (balance < 0) return 'Your wallet shows an amount owed. Contact support to settle it before you delete your account.';
  return 'Your wallet is empty: no money is lost by deleting your account.';
}

export const ORDERS_ADVICE =
  'Nor can an account be deleted while one of its orders is unpaid or on its way: pay it and wait for the delivery, or contact support to cancel it.';
