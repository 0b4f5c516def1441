import styled from '@emotion/styled';
import { nextActiveIndex, theme, type DialCodePickerProps } from '@storefront/ui';
import { type CountryDialCode } from '@storefront/api-client';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { countryDialCodes, dialCodeTriggerName, filterCountries, findCountry } from '../state/country-dial-codes';

/** Not positioned itself: the list opens below the phone row it sits in and as wide as that row. */
const Picker = styled.div`
  flex: none;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  height: 100%;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  &:focus { outline: 2px solid ${theme.color.brand}; outline-offset: 1px; }
  svg { flex: none; }
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-width: 360px;
  padding: 8px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  input {
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    font: inherit;
  }
`;

const List = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ active: boolean }>`
  display: flex;
  gap: 8px;
  padding: 8px;
  border-radius: 6px;
  cursor: pointer;
  background: ${(p) => (p.active ? theme.color.brandSoft : 'transparent')};
  span:last-of-type { margin-left: auto; color: ${theme.color.muted}; }
`;

/**
 * The country dial-code picker: a button with the country's two-letter code and its dial code
 * ('ZM +260') opens a searchable list (a combobox search field controlling a listbox) of names with
 * their dial codes. Letters, unlike flag emoji, show in every phone's font. Arrows move, Enter
 * chooses, Escape closes; a click outside closes too.
 */
export function DialCodePicker({ value, onChange }: DialCodePickerProps) {
  const id = useId();
  const countries = countryDialCodes();
  const selected = findCountry(countries, value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => filterCountries(countries, query), [countries, query]);
  const listboxId = `${id}-countries`;
  const optionId = (index: number) => `${id}-country-${index}`;

  useEffect(() => {
    if (!open) return undefined;
    search.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    const option = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    // jsdom has no scrollIntoView.
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, countries.findIndex((country) => country.code === selected?.code)));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const choose = (country: CountryDialCode) => {
    onChange(country);
    close(true);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Only the list closes: a dialog around the picker leaves Escape alone while the focused field
      // says aria-expanded="true", so a second Escape (now on the trigger) closes the dialog.
      close(true);
      return;
    }
    if (event.key === 'Enter') {
      // Enter chooses; it never submits the form around the picker.
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextActiveIndex(current, event.key, matches.length) ?? current);
    }
  };

  return (
    <Picker ref={root}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={dialCodeTriggerName(selected)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-popup` : undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') {
            close(false);
            return;
          }
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        {selected ? `${selected.code} ${selected.dial_code}` : null}
        <ChevronDown size={16} />
      </Trigger>
      {open ? (
        <Popup id={`${id}-popup`}>
          <input
            ref={search}
            type="text"
            role="combobox"
            aria-label="Search country"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 && active < matches.length ? optionId(active) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <List ref={list} id={listboxId} role="listbox" aria-label="Countries">
            {matches.map((country, index) => (
              <Option
                key={country.code}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === active}
                active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(country)}
              >
                {/* The option's name is its visible words, as read: 'Zambia +260'. */}
                <span>{country.name}</span> <span>{country.dial_code}</span>
              </Option>
            ))}
          </List>
          {matches.length === 0 ? <p role="status">No country matches</p> : null}
        </Popup>
      ) : null}
    </Picker>
  );
}
