import { randomBytes } from 'node:crypto';

/** `bytes` random bytes as URL-safe text: bearer tokens and payment references. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** The length `randomToken(bytes)` answers, for validating tokens before any lookup. */
export function randomTokenLength(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}
