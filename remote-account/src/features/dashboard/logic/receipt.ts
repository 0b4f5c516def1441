import { formatZmw, mobileNetworks, type OrderReceipt, type WalletEntry } from '@storefront/api-client';
import { shortOrderId } from '../state/order-format';
import { networkName } from './mobile-money';

/** How a paid order was paid, as its receipt says it: the wallet, the card page, or the network and the number's end. */
export function paidWithText(receipt: Pick<OrderReceipt, 'paid_with' | 'network' | 'phone_ending'>): string {
  if (receipt.paid_with === 'wallet') return 'ZamEats wallet';
  if (receipt.paid_with === 'link') return 'Card (payment link)';
  const network = mobileNetworks.find((known) => known === receipt.network);
  const wallet = network ? networkName(network) : 'Mobile money';
  return receipt.phone_ending ? `${wallet} (…${receipt.phone_ending})` : wallet;
}

/** What a movement of the wallet was, in the customer's words: the order it paid or refunded, by its short id. */
export function walletEntryText(entry: Pick<WalletEntry, 'kind' | 'order_uuid' | 'description'>): string {
  const order = entry.order_uuid ? `order #${shortOrderId(entry.order_uuid)}` : null;
  if (entry.kind === 'topup') return 'Top-up';
  if (entry.kind === 'order_payment') return order ? `Paid ${order}` : 'Order payment';
  if (entry.kind === 'refund') return order ? `Refund for ${order}` : 'Refund';
  return entry.description ?? 'Adjustment';
}

/** An amount with its direction: '+ ZMW 300.00' into the wallet, '− ZMW 232.75' out of it. */
export function signedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'} ${formatZmw(Math.abs(amount))}`;
}
