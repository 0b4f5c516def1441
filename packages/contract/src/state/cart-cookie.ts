import { createCookie } from 'react-router-dom';
import { z } from 'zod/mini';
import type { CartLine } from './cart-lines';

/** How the cart's order reaches the customer; the values of the order payload's `order_type`. */
export const cartOrderTypes = ['delivery', 'pickup', 'dine-in'] as const;
export type CartOrderType = (typeof cartOrderTypes)[number];

/** The id of a tip of the pricing settings' list (the settings give numbers or strings). */
export const cartTipIdSchema = z.union([z.string().check(z.maxLength(64)), z.int()]);
export type CartTipId = z.infer<typeof cartTipIdSchema>;

/** What the customer chose for the cart besides its meals: a tip, and the saved address to deliver to. */
export interface CartChoices {
  tip: CartTipId | null;
  address: string | null;
}

/**
 * What the server may know of a cart: which meals and how many, how the order is to reach the
 * customer, the tip and the delivery address chosen. Never a price or a name: the server reads those from the catalogue, so a cookie the
 * customer edits can change nothing but what they ask for.
 */
export const cartCookieValueSchema = z.object({
  items: z.array(z.tuple([z.string().check(z.minLength(1), z.maxLength(64)), z.int().check(z.gte(1), z.lte(999))])).check(z.maxLength(60)),
  type: z._default(z.enum(cartOrderTypes), 'delivery'),
  tip: z._default(z.nullable(cartTipIdSchema), null),
  address: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
});
export type CartCookieValue = z.infer<typeof cartCookieValueSchema>;

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/**
 * The cart's cookie: written by the browser's store at every change and read by the server that
 * renders the customer's pages. Readable by scripts (the page writes it), sent only with the
 * site's own requests and top-level links (SameSite=Lax).
 */
export const cartCookie = createCookie('cart', { path: '/', sameSite: 'lax', maxAge: THIRTY_DAYS_S });

export const noCartChoices: CartChoices = { tip: null, address: null };

export function cartCookieValueOf(lines: readonly CartLine[], type: CartOrderType, { tip, address }: CartChoices = noCartChoices): CartCookieValue {
  return { items: lines.map((line) => [line.id, line.quantity]), type, tip, address };
}

/** The cart a request's `Cookie` header carries: null when it has none, or one that is not a cart's. */
export async function readCartCookie(cookieHeader: string | null): Promise<CartCookieValue | null> {
  let value: unknown;
  try {
    value = await cartCookie.parse(cookieHeader);
  } catch {
    return null;
  }
  const parsed = cartCookieValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
