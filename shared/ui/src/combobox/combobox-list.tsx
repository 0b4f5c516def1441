import styled from '@emotion/styled';
import { type UseComboboxPropGetters } from 'downshift';
import { type ReactNode } from 'react';
import { theme } from '../theme';

/** Under its field, over what follows, as wide as the field. */
export const PopupList = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
`;

/** Inside a popup that is already framed: only scrolls. */
export const InlineList = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ highlighted: boolean }>`
  display: flex;
  gap: 8px;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  background: ${(p) => (p.highlighted ? theme.color.brandSoft : 'transparent')};
`;

export interface ComboboxOptionsProps<Item> {
  items: readonly Item[];
  itemToKey: (item: Item) => string;
  /** What an option shows; its words are the option's accessible name. */
  renderItem: (item: Item) => ReactNode;
  highlightedIndex: number;
  getItemProps: UseComboboxPropGetters<Item>['getItemProps'];
}

/** The options of an open list, the highlighted one tinted. */
export function ComboboxOptions<Item>({ items, itemToKey, renderItem, highlightedIndex, getItemProps }: ComboboxOptionsProps<Item>) {
  return (
    <>
      {items.map((item, index) => (
        <Option key={itemToKey(item)} highlighted={index === highlightedIndex} {...getItemProps({ item, index })}>
          {renderItem(item)}
        </Option>
      ))}
    </>
  );
}
