import { DEFAULT_DIAL_CODE, dialCodeSchema } from '@storefront/api-client';
import { normalisePhoneNumber } from '@storefront/api-client/phones';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
// The metadata libphonenumber-js itself runs on (its default 'min' set): it lists the countries of
// each calling code with the code's main country first (+1: US, +44: GB, +7: RU).
import metadata from 'libphonenumber-js/metadata.min.json';

/** The picker starts on Zambia (+260, the contract's default dial code). */
export const DEFAULT_PROFILE_COUNTRY = 'ZM';

/** The profile's dial code, or +260 when it has none (or one that is not a dial code). */
export function profileDialCode(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? '';
  return dialCodeSchema.safeParse(trimmed).success ? trimmed : DEFAULT_DIAL_CODE;
}

/**
 * The dial code of the country the form sent ('ZM': '+260'), else the dial code it sent with it: the
 * browser's list of countries, before the app is in, sends the country alone.
 */
export function sentDialCode(country: string, code: string): string {
  const iso2 = country.trim().toUpperCase();
  return isSupportedCountry(iso2) ? `+${getCountryCallingCode(iso2)}` : profileDialCode(code);
}

/**
 * The country the dial-code picker shows for a saved phone: the country of the number itself when
 * libphonenumber-js recognises it (+1 416... is Canada), else the main country of the dial code,
 * else Zambia. The profile stores only the dial code, and several countries share one.
 */
export function profileCountry(code: string | null | undefined, phone: string | null | undefined): string {
  const callingCode = profileDialCode(code).slice(1);
  const number = parsePhoneNumberFromString(phone?.trim() ?? '', { defaultCallingCode: callingCode });
  if (number?.country && getCountryCallingCode(number.country) === callingCode) return number.country;
  const countries: readonly CountryCode[] = metadata.country_calling_codes[callingCode] ?? [];
  return countries[0] ?? DEFAULT_PROFILE_COUNTRY;
}

/**
 * A saved phone as the customer writes it at home ('097 123 4567' for '260971234567' with +260),
 * whatever form it was saved in; one that cannot be read is shown as saved.
 */
export function profilePhoneForField(code: string | null | undefined, phone: string | null | undefined): string {
  const saved = phone?.trim() ?? '';
  const number = parsePhoneNumberFromString(saved, { defaultCallingCode: profileDialCode(code).slice(1) });
  return number?.isValid() ? number.formatNational() : saved;
}

/** Whether the phone field holds a number of the chosen country, or nothing (an account may have none). */
export function isProfilePhoneValid(phone: string, country: string): boolean {
  return phone.trim() === '' || normalisePhoneNumber(phone, country) !== null;
}
