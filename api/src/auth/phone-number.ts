import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { normalisePhoneNumber } from '@storefront/api-client/phones';

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

/**
 * The stored form of a phone typed at sign-in or for a reset, where no country is picked: Zambian
 * unless it says otherwise ('+44...', or '44...' that is no Zambian number). Null when it is no
 * valid number.
 */
export function signInPhone(typed: string): string | null {
  return normalisePhoneNumber(typed);
}

/** The dial code ('+260') of an E.164 number, or null when it is not one. */
export function dialCodeOf(e164: string): string | null {
  const number = parsePhoneNumberFromString(e164);
  return number === undefined ? null : `+${number.countryCallingCode}`;
}
