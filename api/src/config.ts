import { z } from 'zod';

export interface AppConfig {
  host: string;
  port: number;
  /** A path (relative to the working directory) or ':memory:'. */
  databaseFile: string;
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
}

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_FILE: z.string().min(1).default('data/storefront.sqlite'),
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
});

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
    databaseFile: parsed.DATABASE_FILE,
    publicUrl,
    // The API is normally reached through the storefront's own server, so its origin is the storefront's.
    storefrontUrl: trimTrailingSlash(parsed.STOREFRONT_URL ?? new URL(publicUrl).origin),
    orderStatusStepMs: parsed.ORDER_STATUS_STEP_MS,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    faultInjection: parsed.FAULT_INJECTION === 'on',
    sandboxMailer: parsed.SANDBOX_MAILER === 'on',
    trustedProxies: parsed.TRUSTED_PROXIES,
  };
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
