import { newIdempotencyKey } from '@storefront/api-client';

/** What the api takes as an Idempotency-Key: 8 to 100 letters, digits, '_' or '-'. */
const KEY_PATTERN = /^[\w-]{8,100}$/;

/** The key a form carried when it is one the api takes, else a fresh one (a form sent without scripts carries none). */
export function attemptKeyOf(sent: FormDataEntryValue | null): string {
  return typeof sent === 'string' && KEY_PATTERN.test(sent) ? sent : newIdempotencyKey();
}
