import { sitePathOrNull } from '@storefront/ui';

/**
 * The cart's forms, sent to the `/cart` action when the app is not in the page (before it has
 * loaded, or with scripts off): what each asks for (`intent`) and the page to come back to.
 */
export const cartIntents = ['add', 'increment', 'decrement', 'remove', 'order-type', 'tip', 'address', 'checkout'] as const;
export type CartIntent = (typeof cartIntents)[number];

export const isCartIntent = (value: unknown): value is CartIntent => typeof value === 'string' && (cartIntents as readonly string[]).includes(value);

/**
 * The page a cart form came from, to go back to once answered: a path of this site only, never an
 * address elsewhere; the cart itself otherwise.
 */
export function pageToReturnTo(from: unknown): string {
  return sitePathOrNull(from) ?? '/cart';
}
