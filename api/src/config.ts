import { z } from 'zod';
import { databaseLocation, isPostgresUrl, type DatabaseLocation } from './db/database-location';

export interface AppConfig {
  host: string;
  port: number;
  /** An SQLite file (a path relative to the working directory, or ':memory:'), or a PostgreSQL server. */
  database: DatabaseLocation;
  /** Browser-visible base of this API without a trailing slash, e.g. http://localhost:3000/api. */
  publicUrl: string;
  /** Browser-visible base of the storefront, where the payment page sends the customer back to. */
  storefrontUrl: string;
  /** How long a paid order stays in each status before the timer moves it on; 0 stops the timer. */
  orderStatusStepMs: number;
  /** Requests per minute one client address may make to each group of public forms (http/public-form-limits). */
  rateLimitPerMinute: number;
  /** Whether the fault switch (PUT /api/sandbox/faults) exists: for tests of a failing backend only. */
  faultInjection: boolean;
  /**
   * Whether mail goes to the sandbox mailbox (GET /api/sandbox/mailbox, open only to this machine
   * straight to the api's port) and its summary to the console; off (the default), neither
   * (mail/mailer.ts). For local runs and tests only: it holds every customer's reset codes.
   */
  sandboxMailer: boolean;
  /**
   * Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For is believed: the host's
   * server, which puts the browser's address there. Anyone else could write the header.
   */
  trustedProxies: string[];
  /** Mobile money payments (payments/mobile-money). */
  mobileMoney: MobileMoneyConfig;
}

/** Which gateway puts the prompts on the customers' phones, and how long they wait. */
export interface MobileMoneyConfig {
  provider: { kind: 'sandbox' } | { kind: 'pawapay'; baseUrl: string; apiToken: string; callbackPublicKey: string | null };
  /** How long a customer has to approve the prompt. */
  promptMs: number;
  /** How often the payments whose callback has not come are checked with the provider; 0 never. */
  reconcileMs: number;
  /** The sandbox's callbacks: once, as gateways do, or twice or never, to try the storefront. */
  sandboxCallbacks: 'once' | 'twice' | 'never';
  /** The secret that signs the sandbox's callbacks; a random one per process when unset. */
  sandboxCallbackSecret: string | null;
}

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_FILE: z.string().min(1).default('data/storefront.sqlite'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => url === undefined || url === '' || isPostgresUrl(url), 'must be a postgres:// address; leave it unset for the SQLite file DATABASE_FILE'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  STOREFRONT_URL: z.url({ protocol: /^https?$/ }).optional(),
  ORDER_STATUS_STEP_MS: z.coerce.number().int().min(0).default(60_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FAULT_INJECTION: z.enum(['on', 'off']).default('off'),
  SANDBOX_MAILER: z.enum(['on', 'off']).default('off'),
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean)),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'pawapay']).default('sandbox'),
  PAWAPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sandbox.pawapay.io'),
  PAWAPAY_API_TOKEN: z.string().min(1).optional(),
  // A PEM key; an environment file may write its line breaks as \n.
  PAWAPAY_CALLBACK_PUBLIC_KEY: z.string().min(1).optional(),
  MOBILE_MONEY_PROMPT_SECONDS: z.coerce.number().int().min(5).max(900).default(120),
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).default(15_000),
  SANDBOX_CALLBACKS: z.enum(['once', 'twice', 'never']).default('once'),
  SANDBOX_CALLBACK_SECRET: z.string().min(16).optional(),
});

function mobileMoneyOf(parsed: z.infer<typeof envSchema>): MobileMoneyConfig {
  if (parsed.PAYMENT_PROVIDER === 'pawapay' && !parsed.PAWAPAY_API_TOKEN) throw new Error('Invalid environment: PAWAPAY_API_TOKEN: required when PAYMENT_PROVIDER is pawapay');
  return {
    provider:
      parsed.PAYMENT_PROVIDER === 'pawapay'
        ? { kind: 'pawapay', baseUrl: trimTrailingSlash(parsed.PAWAPAY_BASE_URL), apiToken: parsed.PAWAPAY_API_TOKEN ?? '', callbackPublicKey: parsed.PAWAPAY_CALLBACK_PUBLIC_KEY?.replaceAll('\\n', '\n') ?? null }
        : { kind: 'sandbox' },
    promptMs: parsed.MOBILE_MONEY_PROMPT_SECONDS * 1000,
    reconcileMs: parsed.PAYMENT_RECONCILE_MS,
    sandboxCallbacks: parsed.SANDBOX_CALLBACKS,
    sandboxCallbackSecret: parsed.SANDBOX_CALLBACK_SECRET ?? null,
  };
}

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  // Empty strings come from compose files that declare a variable without a value: treat as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  const publicUrl = trimTrailingSlash(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}/api`);
  return {
    host: parsed.HOST,
    port: parsed.PORT,
    database: databaseLocation(parsed.DATABASE_URL, parsed.DATABASE_FILE),
    publicUrl,
    // The API is normally reached through the storefront's own server, so its origin is the storefront's.
    storefrontUrl: trimTrailingSlash(parsed.STOREFRONT_URL ?? new URL(publicUrl).origin),
    orderStatusStepMs: parsed.ORDER_STATUS_STEP_MS,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    faultInjection: parsed.FAULT_INJECTION === 'on',
    sandboxMailer: parsed.SANDBOX_MAILER === 'on',
    trustedProxies: parsed.TRUSTED_PROXIES,
    mobileMoney: mobileMoneyOf(parsed),
  };
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
