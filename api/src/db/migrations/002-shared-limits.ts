import type { SchemaDialect } from './schema-dialect';

/**
 * The limits every replica of the API must enforce together, so two processes behind a proxy
 * allow what one does. Times are milliseconds since 1970 (BIGINT): the counts are arithmetic on
 * them, and nothing shows them to a customer.
 */
export function sharedLimitsSchema({ id }: SchemaDialect): string[] {
  return [
    // Each failed check of a secret (a password, a reset code) and each reset code sent, under the
    // key it counts against: an account, an account and client address, or a typed identifier.
    `CREATE TABLE throttle_events (
  id ${id},
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  at BIGINT NOT NULL
)`,
    `CREATE INDEX throttle_events_key ON throttle_events (scope, key, at)`,
    `CREATE INDEX throttle_events_at ON throttle_events (at)`,
    // Requests per client address and group of public forms in the current window.
    `CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at BIGINT NOT NULL
)`,
    `CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at)`,
  ];
}
