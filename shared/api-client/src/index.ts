// The API client: every call of the backend with the zod schemas of its answers, and pricing.
// It reads the page's session through the contract's `apiAccess` at each call and holds none.
import './zod-without-eval';
export * from './schemas/index';
export * from './api/http';
export * from './api/catalog';
export * from './pricing/index';
export type { QueryParams } from './api/content-answer';
export * from './api/auth';
export * from './api/password-reset';
export * from './api/orders';
export * from './api/order-events';
export * from './api/payments';
export * from './api/addresses';
export * from './api/places';
export * from './places/find-places';
export * from './api/catering';
export * from './api/wallet';
export * from './api/profile';
export * from './api/account-deletion';
export * from './api/content';
export * from './api/components';
export * from './api/blog';
export * from './api/careers';
export * from './api/contact';
export * from './api/self-service';
export * from './api/content-fetchers';
export * from './api/content-client';
export * from './api/command-outcome';
