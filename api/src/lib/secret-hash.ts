import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * SHA-256 of a random secret (bearer token, reset code or token), hex. Only this is stored, so a
 * copy of the database does not hold usable secrets.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
