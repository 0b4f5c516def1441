// The contract's one public entry: apps import `@storefront/shared` and nothing deeper.
export * from './config/runtime-config';
export * from './routes/route-table';
export * from './slots/slot';
export * from './state/cart-lines';
export * from './state/session';
export * from './state/store';
export * from './schemas/index';
export * from './api/http';
export * from './api/catalog';
export * from './ui/theme';
export * from './ui/toast-bar';
export * from './ui/page-heading';
export * from './ui/standalone-shell';
export * from './ui/use-load';
export * from './pricing/money';
