import { DEFAULT_DIAL_CODE, type CountryDialCode } from '@storefront/api-client';
import { getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

/** The country the picker starts with: its dial code is the contract's default (+260). */
export const DEFAULT_COUNTRY_CODE = 'ZM';

/**
 * Every country libphonenumber-js knows (about 245), named in English by the browser and sorted by
 * name. Several share a dial code (+1, +44, +7), so an entry is identified by its two-letter code.
 */
export function buildCountryDialCodes(locale = 'en'): CountryDialCode[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((code) => ({
      name: names.of(code) ?? code,
      dial_code: `+${getCountryCallingCode(code)}`,
      code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

let cached: CountryDialCode[] | undefined;

/** The list, built once on first use. */
export function countryDialCodes(): CountryDialCode[] {
  cached ??= buildCountryDialCodes();
  return cached;
}

/** Folds case and accents, so 'cote' finds Côte d’Ivoire and 'aland' finds Åland Islands. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The entries matching what the customer typed: a name containing it ('zamb' finds Zambia, then
 * Mozambique), a dial code starting with it ('+44', '44' and '+4' all find the United Kingdom), or
 * the exact two-letter code ('zm').
 */
export function filterCountries(countries: readonly CountryDialCode[], query: string): CountryDialCode[] {
  const wanted = query.trim();
  if (wanted === '') return [...countries];
  const digits = wanted.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return countries.filter((country) => country.dial_code.slice(1).startsWith(digits));
  const folded = fold(wanted);
  const rank = (country: CountryDialCode): number => {
    const name = fold(country.name);
    if (country.code.toLowerCase() === folded || name.startsWith(folded)) return 0;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(folded))) return 1;
    return name.includes(folded) ? 2 : -1;
  };
  // Names that start with the search come first, then a later word that does, then any match;
  // the sort is stable, so each group stays in name order.
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.country);
}

/**
 * The name of the picker's button, which shows the two-letter code and the dial code ('ZM +260'):
 * it starts with those very words, so a customer who says what they see ('click ZM +260') reaches
 * it, and then says what they are ('ZM +260, country code: Zambia').
 */
export function dialCodeTriggerName(country: CountryDialCode | undefined): string {
  return country ? `${country.code} ${country.dial_code}, country code: ${country.name}` : 'Country code';
}

/** The dial code of a two-letter country code ('ZM': '+260'), or null for one that is no country's. */
export function dialCodeOfCountry(code: string): string | null {
  const country = code.trim().toUpperCase();
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : null;
}

/** The entry for a two-letter code, else the one for the default dial code. */
export function findCountry(countries: readonly CountryDialCode[], code: string): CountryDialCode | undefined {
  return (
    countries.find((country) => country.code === code.toUpperCase()) ??
    countries.find((country) => country.dial_code === DEFAULT_DIAL_CODE)
  );
}
