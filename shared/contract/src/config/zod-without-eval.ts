import { z } from 'zod/mini';

/**
 * zod compiles fast object parsers with `new Function` where it may, and probes for that by trying
 * one. The storefront's Content-Security-Policy allows no eval, so the probe would be reported as a
 * violation on every page: the browser build runs zod without it (the backend keeps the compiler).
 */
z.config({ jitless: true });
