import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { useState } from 'react';
import { ComboboxPicker } from './combobox-picker';

interface Size {
  code: string;
  name: string;
}
const sizes: Size[] = [
  { code: 'S', name: 'Small' },
  { code: 'M', name: 'Medium' },
  { code: 'L', name: 'Large' },
];

function SizePicker() {
  const [size, setSize] = useState<Size | undefined>(sizes[1]);
  return (
    <ComboboxPicker
      items={sizes}
      filter={(all, query) => all.filter((entry) => entry.name.toLowerCase().startsWith(query.toLowerCase()))}
      itemToKey={(entry) => entry.code}
      renderItem={(entry) => entry.name}
      selected={size}
      onChange={setSize}
      renderSelected={(entry) => entry.code}
      triggerLabel={`Size: ${size?.name ?? 'none'}`}
      searchLabel="Search size"
      listLabel="Sizes"
      emptyText="No size matches"
    />
  );
}

describe('ComboboxPicker', () => {
  it('opens a search field on the chosen option; typing filters and Enter takes the first match', async () => {
    const { user } = renderWithProviders(<SizePicker />);
    const trigger = screen.getByRole('button', { name: 'Size: Medium' });
    expect(trigger).toHaveTextContent('M');
    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search size' });
    expect(search).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toContainElement(search);
    expect(document.getElementById(search.getAttribute('aria-activedescendant') ?? '')).toHaveAccessibleName('Medium');
    await user.type(search, 'l');
    expect(within(screen.getByRole('listbox', { name: 'Sizes' })).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size: Large' })).toHaveFocus();
  });

  it('opens with the arrow key, moves, closes on Escape with the focus back on the button', async () => {
    const { user } = renderWithProviders(<SizePicker />);
    screen.getByRole('button', { name: 'Size: Medium' }).focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search size' });
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(search.getAttribute('aria-activedescendant') ?? '')).toHaveAccessibleName('Large');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size: Medium' })).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    const { user } = renderWithProviders(<SizePicker />);
    await user.click(screen.getByRole('button', { name: 'Size: Medium' }));
    await user.type(screen.getByRole('combobox', { name: 'Search size' }), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('No size matches');
  });
});
