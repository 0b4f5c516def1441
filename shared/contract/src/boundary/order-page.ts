/**
 * The address of one order's own page (the route '/user/orders/:id'): checkout lands there, the
 * dashboard links to it, and the payment page sends the customer back to it.
 */
export function orderPagePath(orderUuid: string): string {
  return `/user/orders/${encodeURIComponent(orderUuid)}`;
}
