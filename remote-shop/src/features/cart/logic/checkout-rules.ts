import { ApiError, type Address, type CreateOrderPayload, type OrderType, type PaymentInitiationPayload, type PaymentMethod } from '@storefront/api-client';
import type { CartLine, Session } from '@storefront/contract';

export const SIGN_IN_TO_ORDER = 'Please login to place an order';
export const SELECT_DELIVERY_ADDRESS = 'Please select a delivery address';
export const CART_IS_EMPTY = 'Your cart is empty';
export const ORDER_FAILED = 'Error processing order';
export const PAYMENT_FAILED = 'Error processing payment';
export const ORDER_PLACED_REDIRECTING = 'Order placed successfully! Redirecting to payment...';
export const ORDER_COMPLETED = 'Order completed';

/**
 * The ways to pay at checkout: a prompt on the customer's phone (mobile money, the first choice),
 * the wallet with the order, or the payment link's page (card). The order itself knows only the
 * wallet or the link: a mobile money payment is started on it once it exists.
 */
export const paymentChoices = ['mobile_money', 'wallet', 'link'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];
export const isPaymentChoice = (value: unknown): value is PaymentChoice => (paymentChoices as readonly unknown[]).includes(value);

export interface CheckoutState {
  signedIn: boolean;
  lineCount: number;
  orderType: OrderType;
  addressUuid: string | null;
  /** Why delivery cannot go to the chosen address (not on the map, or beyond the kitchen's reach), when it cannot. */
  addressProblem: string | null;
}

/** Why checkout cannot go ahead, in the order a customer should fix it; null when it can. */
export function checkoutProblem({ signedIn, lineCount, orderType, addressUuid, addressProblem }: CheckoutState): string | null {
  if (!signedIn) return SIGN_IN_TO_ORDER;
  if (lineCount === 0) return CART_IS_EMPTY;
  if (orderType === 'delivery' && !addressUuid) return SELECT_DELIVERY_ADDRESS;
  if (orderType === 'delivery' && addressProblem) return addressProblem;
  return null;
}

/**
 * Disabled while submitting, on an empty cart, and on delivery without an address or to an
 * address that cannot take it (off the map, or beyond the kitchen's reach).
 */
export function isCheckoutDisabled(state: Omit<CheckoutState, 'signedIn'> & { submitting: boolean }): boolean {
  const delivery = state.orderType === 'delivery';
  return state.submitting || state.lineCount === 0 || (delivery && (!state.addressUuid || state.addressProblem !== null));
}

/**
 * The delivery address in use: the one the customer chose while it is still saved, else the only
 * saved one (a customer with one address should not have to pick it), else none.
 */
export function deliveryAddress(saved: readonly Address[], chosenUuid: string | null): Address | null {
  const chosen = saved.find((candidate) => candidate.uuid === chosenUuid);
  if (chosen) return chosen;
  return saved.length === 1 ? (saved[0] ?? null) : null;
}

export interface OrderChoices {
  orderType: OrderType;
  addressUuid: string | null;
  /** For the kitchen of a pickup or dine-in order. */
  instructions: string;
  /** For the rider of a delivery. */
  deliveryInstructions: string;
  tipId: string | number | null;
  /** The total the customer was shown; the server checks it against its own. */
  totalPrice: number;
  paymentMethod: PaymentChoice;
}

/** The order payload: the address only for delivery, each note only with the order type its box is shown for. */
export function orderPayload(lines: readonly CartLine[], choices: OrderChoices): CreateOrderPayload {
  const delivery = choices.orderType === 'delivery';
  return {
    products: lines.map((line) => ({ product_uuid: line.uuid, quantity: line.quantity, vendor_uuid: line.vendor.uuid })),
    address_uuid: delivery ? choices.addressUuid : null,
    order_type: choices.orderType,
    total_price: choices.totalPrice,
    instructions: delivery ? '' : choices.instructions.trim(),
    ...(delivery && choices.deliveryInstructions.trim() ? { delivery_instructions: choices.deliveryInstructions.trim() } : {}),
    tip: choices.tipId,
    payment_method: orderPaymentMethod(choices.paymentMethod),
  };
}

/** How the order is paid as the api records it: from the wallet, or by a payment started on it (a link or a prompt). */
export const orderPaymentMethod = (choice: PaymentChoice): PaymentMethod => (choice === 'wallet' ? 'wallet' : 'link');

/**
 * The server's own words for an order or a payment it refused (a changed total, a kitchen out of
 * reach, a wallet that does not cover it, a number it cannot prompt): meant for the customer, and
 * more use to them than the generic message (`otherwise`), which stays for everything else.
 */
export function refusalMessage(error: unknown, otherwise: string = ORDER_FAILED): string {
  const refused = error instanceof ApiError && (error.status === 409 || error.status === 422);
  return refused && error.serverMessage ? error.serverMessage : otherwise;
}

/** Who pays an order started from the cart: the signed-in customer. */
export function payerOf(session: Session): PaymentInitiationPayload {
  return { name: `${session.user.first_name} ${session.user.last_name}`.trim(), email: session.user.email };
}
