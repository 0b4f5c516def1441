import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
// Mobile examples: customers sign up with the number they carry, so the hint shows a mobile one.
import examples from 'libphonenumber-js/mobile/examples';

/** The country of a number typed without its '+' where no country is chosen: the storefront's market. */
export const DEFAULT_PHONE_COUNTRY = 'ZM';

/**
 * A phone number as typed, with the country chosen beside it, in its one international form
 * (E.164: '+260971234567'), or null when it is not a number of that country or of the country its
 * '+' names. Every usual spelling is one number: with or without the trunk 0, the dial code with or
 * without its '+', and spaces, dashes or brackets anywhere ('971234567', '0971234567',
 * '+260971234567' and '260 97 123 4567' with Zambia).
 */
export function normalisePhoneNumber(input: string, countryIso2: string = DEFAULT_PHONE_COUNTRY): string | null {
  const country = countryIso2.toUpperCase();
  if (!isSupportedCountry(country)) return null;
  const number = parsePhoneNumberFromString(input, { defaultCountry: country });
  return number?.isValid() ? number.number : null;
}

/** The dial code of a number in its international form: '+260' for '+260971234567'. */
export function dialCodeOf(internationalNumber: string): string | null {
  const number = parsePhoneNumberFromString(internationalNumber);
  return number ? `+${number.countryCallingCode}` : null;
}

/**
 * A mobile number of the country as its people write it ('095 5123456'), to show beside the field
 * as an example; null for a country libphonenumber-js does not know.
 */
export function phoneNumberHint(countryIso2: string = DEFAULT_PHONE_COUNTRY): string | null {
  const country = countryIso2.toUpperCase();
  if (!isSupportedCountry(country)) return null;
  return getExampleNumber(country, examples)?.formatNational() ?? null;
}
