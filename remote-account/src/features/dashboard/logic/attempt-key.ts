/** What the api takes as an Idempotency-Key: 8 to 100 letters, digits, '_' or '-'. */
const KEY_PATTERN = /^[\w-]{8,100}$/;

/**
 * A fresh key naming one payment attempt (a UUID): sent again, the same key answers the same
 * payment, so a request repeated after a lost answer never starts a second one. Browsers give
 * `crypto.randomUUID` only to secure pages (https or localhost); elsewhere (the site opened by its
 * address on a local network) the UUID is made from `crypto.getRandomValues`, which every page has.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key a form carried when it is one the api takes, else a fresh one (a form sent without scripts carries none). */
export function attemptKeyOf(sent: FormDataEntryValue | null): string {
  return typeof sent === 'string' && KEY_PATTERN.test(sent) ? sent : newAttemptKey();
}
