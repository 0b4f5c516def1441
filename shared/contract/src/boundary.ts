// What crosses an app boundary as data, for the libraries too: schemas and types only, no state
// and no React, so any copy of this entry works (the API client's schemas start from it).
export * from './boundary/meal';
export * from './boundary/session';
export * from './boundary/saved-address';
export * from './boundary/order-page';
export * from './config/runtime-config-schema';
