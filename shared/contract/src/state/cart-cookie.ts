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

/**
 * The cart's cookie, written by the page's store and read by the server that renders the
 * customer's pages; readable by scripts, sent with the site's own requests and top-level links.
 * Its value is React Router's cookie format, unsigned (base64 of the JSON's UTF-8, URI-encoded),
 * written without its `createCookie`, which put the router's server runtime in every page (ARCHITECTURE.md).
 */
export const cartCookie = { name: 'cart', maxAge: 30 * 24 * 60 * 60 } as const;

/** The `Set-Cookie` header of a cart's cookie; with no value, the one that removes it. */
export function cartCookieHeaderOf(value: CartCookieValue | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!value) return `${cartCookie.name}=; Max-Age=0${attributes}`;
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
  return `${cartCookie.name}=${encodeURIComponent(base64)}; Max-Age=${cartCookie.maxAge}${attributes}`;
}

export const noCartChoices: CartChoices = { tip: null, address: null };

export function cartCookieValueOf(lines: readonly CartLine[], type: CartOrderType, { tip, address }: CartChoices = noCartChoices): CartCookieValue {
  return { items: lines.map((line) => [line.id, line.quantity]), type, tip, address };
}

/** The cart a request's `Cookie` header carries: null when it has none, or one that is not a cart's. */
export async function readCartCookie(cookieHeader: string | null): Promise<CartCookieValue | null> {
  const raw = cookieHeader?.split(/;\s*/).find((pair) => pair.startsWith(`${cartCookie.name}=`))?.slice(cartCookie.name.length + 1);
  if (!raw) return null;
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(decodeURIComponent(raw)), (char) => char.charCodeAt(0)));
    const parsed = cartCookieValueSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
