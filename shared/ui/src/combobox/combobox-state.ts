import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';

const types = useCombobox.stateChangeTypes;

/**
 * How the kit's comboboxes differ from Downshift's defaults, as a state reducer:
 *
 * - Escape closes an open list and does nothing more: on a closed list Downshift would clear what
 *   was typed, where a customer expects the dialog around the field to close instead.
 * - Leaving the field (Tab, a click elsewhere) closes the list without choosing the highlighted
 *   option: only Enter and a click choose.
 * - A click in the field opens the list and never closes it, as the field is where one types.
 * - The arrow that opens a closed list highlights nothing yet: the options shown may be about to be
 *   replaced by the answer to what was just typed, and the next arrow starts at the first.
 */
export function comboboxStateReducer<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  switch (type) {
    case types.InputKeyDownEscape:
      return state.isOpen ? changes : state;
    case types.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.InputClick:
      return state.isOpen ? state : changes;
    case types.InputKeyDownArrowDown:
    case types.InputKeyDownArrowUp:
      return state.isOpen ? changes : { ...changes, highlightedIndex: -1 };
    default:
      return changes;
  }
}

/** Whether a change chose an option (a click or Enter), as opposed to typing, moving or leaving. */
export function isChoice(type: UseComboboxStateChangeOptions<unknown>['type']): boolean {
  return type === types.ItemClick || type === types.InputKeyDownEnter;
}
