import styled from '@emotion/styled';
import { useCombobox } from 'downshift';
import { type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { controlStyles } from '../control-styles';
import { ComboboxOptions, PopupList } from './combobox-list';
import { comboboxStateReducer, isChoice } from './combobox-state';

const Box = styled.div`
  position: relative;
`;

/** The kit's text input, drawn from its styles alone (see control-styles.ts). */
const Input = styled.input(controlStyles);

export interface ComboboxProps<Item> {
  /** The field's id (a `Field`'s control id). */
  id: string;
  /** The id of the visible label naming the field (a `Field`'s `labelId`)... */
  labelId?: string;
  /** ...or the field's name when nothing visible names it. */
  'aria-label'?: string;
  /** The list's name ('Address suggestions'). */
  listLabel: string;
  /** The options to show now: the owner filters or looks them up from `inputValue`. */
  items: readonly Item[];
  itemToKey: (item: Item) => string;
  /** The text that stands for an option (Downshift reads it when an option is chosen). */
  itemToString: (item: Item | null) => string;
  renderItem: (item: Item) => ReactNode;
  /** What the field shows; the owner keeps it. */
  inputValue: string;
  /** The customer typed: the new text. */
  onInputChange: (value: string) => void;
  /** The customer chose an option (a click or Enter). */
  onSelect: (item: Item) => void;
  /** Whether the owner wants the list open; it shows only while there are options. */
  open: boolean;
  /** The customer opened (arrow, click) or closed (Escape, leaving the field, a choice) the list. */
  onOpenChange: (open: boolean) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  readOnly?: boolean;
  /** The field's name in its form, so a form sent without scripts carries the text typed. */
  name?: string;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The field takes the focus when the page opens, the server's HTML saying so too (`autofocus`). */
  autoFocus?: boolean;
}

/**
 * A text field with a list of options under it (a combobox with a listbox, on Downshift): typing is
 * the owner's to filter or search, Up and Down move through the options, Enter or a click chooses,
 * Escape closes the list. The owner holds the text, the options and whether the list is open, so
 * a search that answers later fits in as well as a list filtered in place.
 */
export function Combobox<Item>(props: ComboboxProps<Item>) {
  const { id, labelId, listLabel, items, itemToKey, itemToString, renderItem, open, onOpenChange, onSelect, onInputChange } = props;
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Item>({
    items: [...items],
    itemToString,
    itemToKey: (item) => (item === null ? '' : itemToKey(item)),
    inputValue: props.inputValue,
    isOpen: open && items.length > 0,
    // Nothing stays chosen inside: every choice is told to the owner, even the same one twice.
    selectedItem: null,
    inputId: id,
    labelId,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    stateReducer: comboboxStateReducer,
    onStateChange: ({ type, inputValue, selectedItem, isOpen: nowOpen }) => {
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue !== undefined) onInputChange(inputValue);
      if (isChoice(type) && selectedItem) onSelect(selectedItem);
      if (nowOpen !== undefined) onOpenChange(nowOpen);
    },
  });
  return (
    <Box>
      <Input
        {...getInputProps({
          ref: props.inputRef,
          'aria-label': props['aria-label'],
          'aria-describedby': props['aria-describedby'],
          'aria-invalid': props['aria-invalid'],
          readOnly: props.readOnly,
          name: props.name,
          onFocus: props.onFocus,
          autoFocus: props.autoFocus,
          // The owner wants the list open but has nothing to show yet (a search under way): Escape
          // still means 'no list', so the answer does not open it later.
          onKeyDown: (event) => {
            if (event.key === 'Escape' && open && !isOpen) onOpenChange(false);
          },
        })}
      />
      <PopupList {...getMenuProps({ 'aria-label': listLabel, hidden: !isOpen })}>
        {isOpen ? <ComboboxOptions {...{ items, itemToKey, renderItem, highlightedIndex, getItemProps }} /> : null}
      </PopupList>
    </Box>
  );
}
