import type { SlotModule } from '@storefront/contract';
import { readCart, type CartReads } from '../features/cart/api/cart-reads';
import { CartDrawer } from '../features/cart/components/cart-drawer';

// Exposed as `./CartDrawer`: the host shows it in the `cart-drawer` slot, and reads for it (readCart)
// each time it opens, so the wallet's balance and the addresses are the customer's latest.
const widget = { default: CartDrawer, read: () => readCart() } satisfies SlotModule<'cart-drawer', CartReads>;
export default widget.default;
export const { read } = widget;
