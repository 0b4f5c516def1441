import { countryDialCodeSchema, DEFAULT_DIAL_CODE } from '@storefront/api-client';
import { buildCountryDialCodes, countryDialCodes, dialCodeOfCountry, dialCodeTriggerName, filterCountries, findCountry } from './country-dial-codes';

describe('the country dial-code list', () => {
  const countries = countryDialCodes();

  it('has about 240 countries, each a valid entry of the contract', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(260);
    for (const country of countries) expect(countryDialCodeSchema.parse(country)).toEqual(country);
  });

  it('holds the countries the product defines, several sharing a dial code', () => {
    expect(countries).toContainEqual({ name: 'United States', dial_code: '+1', code: 'US' });
    expect(countries).toContainEqual({ name: 'Canada', dial_code: '+1', code: 'CA' });
    expect(countries).toContainEqual({ name: 'United Kingdom', dial_code: '+44', code: 'GB' });
    expect(countries).toContainEqual({ name: 'Zambia', dial_code: '+260', code: 'ZM' });
  });

  it('is sorted by name and has one entry per country', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('builds the same list when asked again', () => {
    expect(buildCountryDialCodes()).toEqual(countries);
  });

  it("names the picker's button with the country and the words it shows", () => {
    expect(dialCodeTriggerName(findCountry(countries, 'ZM'))).toBe('ZM +260, country code: Zambia');
    expect(dialCodeTriggerName(undefined)).toBe('Country code');
  });

  it('finds an entry by its two-letter code, else the default dial code', () => {
    expect(findCountry(countries, 'gb')?.name).toBe('United Kingdom');
    expect(findCountry(countries, 'XX')?.dial_code).toBe(DEFAULT_DIAL_CODE);
  });
});

describe('dialCodeOfCountry', () => {
  it("is a country's dial code, whatever the case of its two letters, and none for letters no country has", () => {
    expect(dialCodeOfCountry('ZM')).toBe('+260');
    expect(dialCodeOfCountry('gb')).toBe('+44');
    expect(dialCodeOfCountry('IM')).toBe('+44');
    expect(dialCodeOfCountry('XX')).toBeNull();
    expect(dialCodeOfCountry('')).toBeNull();
  });
});

describe('filterCountries', () => {
  const countries = countryDialCodes();
  const names = (query: string) => filterCountries(countries, query).map((country) => country.name);

  it('keeps every country for an empty search', () => {
    expect(filterCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('finds countries by part of the name, ignoring case and accents', () => {
    expect(names('zamb')).toEqual(['Zambia', 'Mozambique']);
    expect(names('KINGDOM')).toContain('United Kingdom');
    expect(names('king')[0]).toBe('United Kingdom');
    expect(names('cote')).toContain('Côte d’Ivoire');
  });

  it('finds countries by dial code, with or without the plus', () => {
    expect(names('+44')).toEqual(expect.arrayContaining(['United Kingdom', 'Guernsey', 'Isle of Man', 'Jersey']));
    expect(names('+44')).not.toContain('United States');
    expect(names('260')).toEqual(['Zambia']);
    expect(names('+1')).toEqual(expect.arrayContaining(['United States', 'Canada']));
  });

  it('finds a country by its exact two-letter code', () => {
    expect(names('zm')).toEqual(['Zambia']);
  });

  it('finds nothing for a name no country has', () => {
    expect(names('Atlantis')).toEqual([]);
  });
});
