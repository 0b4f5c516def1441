import styled from '@emotion/styled';
import { theme, type DialCodePickerProps } from '@storefront/ui';
import { ComboboxPicker } from '@storefront/ui/combobox';
import { type CountryDialCode } from '@storefront/api-client';
import { countryDialCodes, dialCodeTriggerName, filterCountries, findCountry } from '../state/country-dial-codes';

/** The name on the left, the dial code pushed to the right. */
const Country = styled.span`
  display: contents;
  span:last-of-type { margin-left: auto; color: ${theme.color.muted}; }
`;

const countryKey = (country: CountryDialCode) => country.code;

/**
 * The country dial-code picker: a button with the country's two-letter code and its dial code
 * ('ZM +260') opens a searchable list of names with their dial codes. Letters, unlike flag emoji,
 * show in every phone's font.
 */
export function DialCodePicker({ value, onChange }: DialCodePickerProps) {
  const countries = countryDialCodes();
  const selected = findCountry(countries, value);
  return (
    <ComboboxPicker
      items={countries}
      filter={filterCountries}
      itemToKey={countryKey}
      renderItem={(country) => (
        // The option's name is its visible words, as read: 'Zambia +260'.
        <Country>
          <span>{country.name}</span> <span>{country.dial_code}</span>
        </Country>
      )}
      selected={selected}
      onChange={onChange}
      renderSelected={(country) => `${country.code} ${country.dial_code}`}
      triggerLabel={dialCodeTriggerName(selected)}
      searchLabel="Search country"
      listLabel="Countries"
      emptyText="No country matches"
    />
  );
}
