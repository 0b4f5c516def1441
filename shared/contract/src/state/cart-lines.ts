import { z } from 'zod/mini';
import { productSchema, type Product } from '../boundary/meal';

/** A cart line is the meal plus its quantity; its id is the meal uuid, so adding it again adds one. */
export const cartLineSchema = z.extend(productSchema, {
  id: z.string(),
  quantity: z.int().check(z.gte(1)),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const storedCartSchema = z.object({ items: z.array(cartLineSchema) });
export type StoredCart = z.infer<typeof storedCartSchema>;

export function addLine(lines: readonly CartLine[], product: Product): CartLine[] {
  if (lines.some((line) => line.id === product.uuid)) {
    return incrementLine(lines, product.uuid);
  }
  return [...lines, { ...product, id: product.uuid, quantity: 1 }];
}

export function incrementLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Never below 1: a line leaves the cart only through Remove. */
export function decrementLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: Math.max(1, line.quantity - 1) } : line));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The kitchen a cart orders from: one per cart, as an order is cooked and sent by one kitchen. */
export function cartKitchen(lines: readonly CartLine[]): CartLine['vendor'] | null {
  return lines[0]?.vendor ?? null;
}

/** Whether adding `product` would mix two kitchens in one cart. */
export function isFromAnotherKitchen(lines: readonly CartLine[], product: Product): boolean {
  const kitchen = cartKitchen(lines);
  return kitchen !== null && kitchen.uuid.toLowerCase() !== product.vendor.uuid.toLowerCase();
}
