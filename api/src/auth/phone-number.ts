/**
 * Phones are stored in E.164 ('+260971234567'), the one form every spelling of a number comes to
 * (`@storefront/api-client/phones`), so sign-in and uniqueness compare stored numbers as they are.
 */

/** The shortest national number anywhere; shorter digit runs are not treated as phones. */
const MIN_NATIONAL_DIGITS = 6;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether a login identifier is meant as a phone: digits with an optional '+' and separators. */
export function looksLikePhone(text: string): boolean {
  const trimmed = text.trim();
  return /^\+?[\d\s().-]+$/.test(trimmed) && digitsOf(trimmed).length >= MIN_NATIONAL_DIGITS + 1;
}
