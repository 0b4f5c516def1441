// `@storefront/shared/async`: waiting on work that may fail or be slow, free of React, for the
// host's server as much as for the pages.
export * from './with-deadline';
export * from './with-retries';
