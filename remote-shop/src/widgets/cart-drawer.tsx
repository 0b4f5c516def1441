// Exposed as `./CartDrawer`: the host shows it in the `cart-drawer` slot.
export { CartDrawer as default } from '../features/cart/components/cart-drawer';
