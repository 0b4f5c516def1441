import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { isValidEmail } from '../schemas/auth';

/**
 * Phones as people type them: '0971234567', '971234567', '+260971234567' and '260 97 123 4567' are
 * one Zambian number. Every spelling becomes its E.164 form ('+260971234567'), the one form the
 * backend stores and compares, so sign-in, uniqueness and throttling see one number.
 */

/** The country assumed for a number typed without one: the storefront's market. */
export const DEFAULT_PHONE_COUNTRY = 'ZM';

function asCountry(countryIso2: string): CountryCode | undefined {
  const upper = countryIso2.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (upper as CountryCode) : undefined;
}

/** Digits with at most one leading '+': what is left of a number once separators are gone. */
function cleaned(input: string): string {
  const trimmed = input.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** A number's E.164 form when it is a valid number, else null. */
function validE164(number: ReturnType<typeof parsePhoneNumberFromString>): string | null {
  return number !== undefined && number.isValid() ? number.number : null;
}

/** Only digits and the usual separators ('+', spaces, dots, dashes, brackets); letters never pass. */
function looksLikeNumber(input: string): boolean {
  return /^\+?[\d\s().-]+$/.test(input.trim());
}

/**
 * The E.164 form of a phone typed for a country (ISO 3166 alpha-2, as the dial-code picker holds
 * it), or null when it is not a valid number. Accepted with or without the trunk zero and with or
 * without the country code, '+' or not: for Zambia '0971234567', '971234567', '+260971234567',
 * '260 97 123 4567' all give '+260971234567'. A number with '+' is read as international whatever
 * the country.
 */
export function normalisePhoneNumber(input: string, countryIso2: string = DEFAULT_PHONE_COUNTRY): string | null {
  if (!looksLikeNumber(input)) return null;
  const text = cleaned(input);
  const country = asCountry(countryIso2);
  if (text.startsWith('+') || country === undefined) return validE164(parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`));
  // libphonenumber reads '260971234567' for Zambia as the national number with its country code
  // in front; a number it cannot read nationally is tried as international without its '+'.
  return validE164(parsePhoneNumberFromString(text, country)) ?? validE164(parsePhoneNumberFromString(`+${text}`));
}

/**
 * The E.164 form of a phone typed beside a dial code ('+260'), as registration and the profile send
 * it; null when not valid. Several countries share some dial codes (+1, +44): the number itself
 * says which.
 */
export function normalisePhoneNumberForDialCode(input: string, dialCode: string): string | null {
  if (!looksLikeNumber(input)) return null;
  const text = cleaned(input);
  const callingCode = dialCode.replace(/\D/g, '');
  if (text.startsWith('+') || callingCode === '') return validE164(parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`));
  const national = validE164(parsePhoneNumberFromString(text, { defaultCallingCode: callingCode }));
  if (national !== null) return national;
  // The number typed with its country code but no '+': only that country code counts.
  return text.startsWith(callingCode) ? validE164(parsePhoneNumberFromString(`+${text}`)) : null;
}

/** An example of a mobile number of the country as its people write it ('097 1234567' style), for a hint beside the field. */
export function phoneNumberHint(countryIso2: string = DEFAULT_PHONE_COUNTRY): string | null {
  const country = asCountry(countryIso2);
  if (country === undefined) return null;
  try {
    return getExampleNumber(country, examples)?.formatNational() ?? null;
  } catch {
    // A code libphonenumber-js has no metadata for.
    return null;
  }
}

/** The dial code of a number in its international form: '+260' for '+260971234567'; null for a number without its '+'. */
export function dialCodeOf(internationalNumber: string): string | null {
  const number = parsePhoneNumberFromString(internationalNumber);
  return number ? `+${number.countryCallingCode}` : null;
}

/** The national form of an E.164 number for showing ('097 1234567'), or the text as given when it is not one. */
export function formatPhoneNational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/**
 * A phone as the forms send it beside its dial code (registration, the profile): the number in
 * its international form without the '+' ('260971234567' for '097 123 4567' with Zambia), so one
 * number is sent one way, with the number's own dial code (a '+44' number typed with Zambia
 * chosen is a +44 number). What cannot be read as a number of the country goes as typed, with the
 * chosen dial code, for the server to judge; an empty field stays empty.
 */
export function phoneForSending(typed: string, countryIso2: string, dialCode: string): { phone: string; code: string } {
  const number = normalisePhoneNumber(typed, countryIso2);
  if (!number) return { phone: typed.trim(), code: dialCode };
  return { phone: number.slice(1), code: dialCodeOf(number) ?? dialCode };
}

/**
 * An account's identifier as the sign-in and forgot-password forms send it: an e-mail as typed, a
 * phone number in the one form registration stores, without its '+' ('097 123 4567', '971234567'
 * and '+260 97 123 4567' are all '260971234567'); anything else as typed, for the contract's rule
 * to judge. These forms have no dial-code picker, so a number without its '+' is read as Zambian.
 */
export function accountIdentifier(typed: string): string {
  const trimmed = typed.trim();
  return isValidEmail(trimmed) ? trimmed : phoneForSending(trimmed, DEFAULT_PHONE_COUNTRY, '').phone;
}
