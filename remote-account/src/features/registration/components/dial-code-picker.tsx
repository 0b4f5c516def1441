import styled from '@emotion/styled';
import { Select, theme, useHydrated, type DialCodePickerProps } from '@storefront/ui';
import { ComboboxPicker } from '@storefront/ui/combobox';
import { DEFAULT_DIAL_CODE, type CountryDialCode } from '@storefront/api-client';
import { useLayoutEffect, useRef } from 'react';
import { countryDialCodes, dialCodeTriggerName, filterCountries, findCountry } from '../state/country-dial-codes';

/** The name on the left, the dial code pushed to the right. */
const Country = styled.span`
  display: contents;
  span:last-of-type { margin-left: auto; color: ${theme.color.muted}; }
`;

/**
 * Beside the number, one width whether it holds the browser's list (before the app is in) or the
 * searchable picker, so the number field does not move when one takes the other's place.
 */
const PickerBox = styled.div`
  display: flex;
  flex: 0 0 8.5rem;
  & > select, & > div { flex: 1; min-width: 0; }
  button { width: 100%; justify-content: space-between; }
`;

/**
 * As high as the number field beside it (a list's own height is a few pixels more), with room
 * for 'Zambia +260' beside its arrow.
 */
const CountrySelect = styled(Select)`
  padding: 0 4px 0 8px;
`;

const countryKey = (country: CountryDialCode) => country.code;

/** The form fields the picker fills: the country's two-letter code and its dial code. */
export const COUNTRY_FIELD = 'country';
export const DIAL_CODE_FIELD = 'code';

/**
 * The country dial-code picker, with the form's `country` and `code` fields: a button with the
 * country's two-letter code and its dial code ('ZM +260') opens a searchable list of names with
 * their dial codes. Letters, unlike flag emoji, show in every phone's font. Until the app is in
 * (and with scripts off) it is the browser's own list of the same countries, whose choice the form
 * sends as `country`; the form's action finds the dial code from it.
 */
export function DialCodePicker({ value, onChange }: DialCodePickerProps) {
  const hydrated = useHydrated();
  const countries = countryDialCodes();
  const selected = findCountry(countries, value);
  if (!hydrated) {
    return (
      <PickerBox>
        <NativeCountrySelect countries={countries} selected={selected} onChange={onChange} />
      </PickerBox>
    );
  }
  return (
    <PickerBox>
      <input type="hidden" name={COUNTRY_FIELD} value={selected?.code ?? value} />
      <input type="hidden" name={DIAL_CODE_FIELD} value={selected?.dial_code ?? DEFAULT_DIAL_CODE} />
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
    </PickerBox>
  );
}

interface NativeCountrySelectProps {
  countries: readonly CountryDialCode[];
  selected: CountryDialCode | undefined;
  onChange: (country: CountryDialCode) => void;
}

/** The picker as the server renders it: a native list the browser opens and the form sends without any script. */
function NativeCountrySelect({ countries, selected, onChange }: NativeCountrySelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const tell = (code: string) => {
    const chosen = countries.find((country) => country.code === code);
    if (chosen && chosen.code !== selected?.code) onChange(chosen);
  };
  // A country chosen while the app was on its way is kept when the picker takes the list's place.
  useLayoutEffect(() => {
    if (select.current) tell(select.current.value);
  });
  return (
    <CountrySelect ref={select} name={COUNTRY_FIELD} aria-label="Country code" defaultValue={selected?.code} onChange={(event) => tell(event.target.value)}>
      {countries.map((country) => (
        // The names come from the Intl data of whoever renders them (the server's Node, then the
        // browser), which may spell a few differently; the list is replaced once the app is in.
        <option key={country.code} value={country.code} suppressHydrationWarning>
          {`${country.name} ${country.dial_code}`}
        </option>
      ))}
    </CountrySelect>
  );
}
