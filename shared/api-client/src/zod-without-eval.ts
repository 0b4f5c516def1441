import { z } from 'zod/mini';

/**
 * zod compiles fast object parsers with `new Function` where it may, and probes for that by trying
 * one. The storefront's Content-Security-Policy allows no eval, so the probe would be reported as a
 * violation on every page. Set here and in the contract: an app may bring its own copy of this
 * library, and with it of zod.
 */
z.config({ jitless: true });
