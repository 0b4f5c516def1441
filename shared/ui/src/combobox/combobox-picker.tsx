import styled from '@emotion/styled';
import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { theme } from '../theme';
import { ComboboxOptions, InlineList } from './combobox-list';
import { comboboxStateReducer, isChoice } from './combobox-state';

/** Not positioned itself: the popup opens below the nearest positioned box (the row it sits in). */
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
    &:focus { outline: 2px solid ${theme.color.brand}; outline-offset: 1px; }
  }
`;

export interface ComboboxPickerProps<Item> {
  /** Every option; `filter` narrows them to what is typed in the search field. */
  items: readonly Item[];
  filter: (items: readonly Item[], query: string) => Item[];
  itemToKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The chosen option, which the button shows. */
  selected: Item | undefined;
  onChange: (item: Item) => void;
  /** What the button shows ('ZM +260'). */
  renderSelected: (item: Item) => ReactNode;
  /** The button's name, with the chosen option in it. */
  triggerLabel: string;
  /** The search field's name ('Search country'). */
  searchLabel: string;
  /** The list's name ('Countries'). */
  listLabel: string;
  /** Said when nothing matches the search. */
  emptyText: string;
}

/**
 * A button showing the chosen option that opens a searchable list under it (a combobox search
 * field controlling a listbox, on Downshift). The list opens on a click or Up/Down, on the chosen
 * option; typing filters it and highlights the first match; Up and Down move, Enter or a click
 * chooses, Escape closes, and both give the focus back to the button; a click outside closes it.
 */
export function ComboboxPicker<Item>(props: ComboboxPickerProps<Item>) {
  const { items, filter, itemToKey, renderItem, selected, onChange } = props;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filter(items, query), [filter, items, query]);
  const trigger = useRef<HTMLButtonElement>(null);
  const popupId = `${useId()}-popup`;
  const { isOpen, highlightedIndex, getToggleButtonProps, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } = useCombobox<Item>({
    items: matches,
    // The search field shows only what is typed (the query), never the chosen option's text.
    itemToString: (item) => (item === null ? '' : itemToKey(item)),
    itemToKey: (item) => (item === null ? '' : itemToKey(item)),
    inputValue: query,
    selectedItem: selected ?? null,
    stateReducer: (state, action) => {
      // Typing puts the first match under the arrow keys, so Enter takes it.
      if (action.type === useCombobox.stateChangeTypes.InputChange) {
        return { ...action.changes, highlightedIndex: action.props.items.length > 0 ? 0 : -1 };
      }
      return comboboxStateReducer(state, action);
    },
    onStateChange: ({ type, inputValue, selectedItem, isOpen: nowOpen }) => {
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue !== undefined) setQuery(inputValue);
      if (isChoice(type) && selectedItem) onChange(selectedItem);
      if (nowOpen === false) {
        setQuery('');
        const leftByKeyOrChoice = isChoice(type) || type === useCombobox.stateChangeTypes.InputKeyDownEscape;
        if (leftByKeyOrChoice) trigger.current?.focus();
      }
    },
  });
  return (
    <Picker>
      <Trigger
        type="button"
        aria-haspopup="listbox"
        {...getToggleButtonProps({
          ref: trigger,
          'aria-label': props.triggerLabel,
          // The button opens the whole popup: the search field with the list under it.
          'aria-controls': popupId,
          // Downshift leaves a combobox's button out of the Tab order; here it is the way in.
          tabIndex: 0,
          onKeyDown: (event) => {
            if (isOpen && event.key === 'Escape') closeMenu();
            if (!isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              openMenu();
            }
          },
        })}
      >
        {selected ? props.renderSelected(selected) : null}
        <ChevronDown size={16} />
      </Trigger>
      <Popup id={popupId} hidden={!isOpen}>
        <input
          type="text"
          {...getInputProps({
            'aria-label': props.searchLabel,
            // Enter chooses; it never submits the form around the picker.
            onKeyDown: (event) => {
              if (event.key === 'Enter') event.preventDefault();
            },
          })}
        />
        <InlineList {...getMenuProps({ 'aria-label': props.listLabel })}>
          {isOpen ? <ComboboxOptions {...{ items: matches, itemToKey, renderItem, highlightedIndex, getItemProps }} /> : null}
        </InlineList>
        {isOpen && matches.length === 0 ? <p role="status">{props.emptyText}</p> : null}
      </Popup>
    </Picker>
  );
}
