// Pricing only, free of React and the browser: the backend prices orders with the same rules.
export * from './cart-pricing';
export * from './delivery-distance';
export * from './money';
export * from './delivery-reach';
export * from './cart-quote';
