// Where links and pictures lead, as plain functions without React: the host's server picks the
// pictures to preload with them.
export * from './open-payment-link';
export * from './content-links';
export * from './store-links';
export * from './site-path';
