// Test helpers for every package; never imported by application code.
export * from './render';
export * from './render-route';
export * from './remote-routes';
export * from './fake-api';
export * from './fetch-stub';
