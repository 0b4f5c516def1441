import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Field } from '../field';
import { ModalDialog } from '../modal-dialog';
import { Combobox } from './combobox';

const towns = ['Kabwe', 'Kafue', 'Kitwe', 'Livingstone', 'Lusaka'];

/** An owner as a form would be: it keeps the text, filters the towns and remembers the choice. */
function TownSearch({ onChosen = () => undefined, autoFocus }: { onChosen?: (town: string) => void; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const matches = towns.filter((town) => town.toLowerCase().includes(text.toLowerCase()));
  return (
    <Field label="Town">
      {(control, { labelId }) => (
        <Combobox
          {...control}
          labelId={labelId}
          listLabel="Towns"
          items={matches}
          itemToKey={(town) => town}
          itemToString={(town) => town ?? ''}
          renderItem={(town) => town}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            setOpen(true);
          }}
          onSelect={(town) => {
            setText(town);
            setOpen(false);
            onChosen(town);
          }}
          open={open}
          onOpenChange={setOpen}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

const optionNames = () => within(screen.getByRole('listbox', { name: 'Towns' })).getAllByRole('option').map((option) => option.textContent);

describe('Combobox', () => {
  it('is a combobox named by its label, controlling a named listbox of options', async () => {
    const { user } = renderWithProviders(<TownSearch />);
    const field = screen.getByRole('combobox', { name: 'Town' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Towns' }).id);
    expect(optionNames()).toEqual(towns);
  });

  it('takes the focus when asked to, the HTML saying so for a page without scripts', () => {
    expect(renderToString(<TownSearch autoFocus />)).toMatch(/<input[^>]*autofocus=""/);
    expect(renderToString(<TownSearch />)).not.toContain('autofocus');
    renderWithProviders(<TownSearch autoFocus />);
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveFocus();
  });

  it('filters as the customer types', async () => {
    const { user } = renderWithProviders(<TownSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Town' }), 'ka');
    expect(optionNames()).toEqual(['Kabwe', 'Kafue', 'Lusaka']);
  });

  it('moves with the arrows, wrapping, and chooses with Enter', async () => {
    const chosen = jest.fn();
    const { user } = renderWithProviders(<TownSearch onChosen={chosen} />);
    const field = screen.getByRole('combobox', { name: 'Town' });
    await user.type(field, 'k');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()).toHaveAccessibleName('Kafue');
    expect(highlighted()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // k finds Kabwe, Kafue, Kitwe and Lusaka: up from Kafue passes Kabwe and wraps to the last.
    expect(highlighted()).toHaveAccessibleName('Lusaka');
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('Lusaka');
    expect(field).toHaveValue('Lusaka');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with an arrow on the first press and highlights from the next', async () => {
    const { user } = renderWithProviders(<TownSearch />);
    const field = screen.getByRole('combobox', { name: 'Town' });
    field.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Towns' })).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-activedescendant', expect.stringMatching(/./));
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(field.getAttribute('aria-activedescendant') ?? '')).toHaveAccessibleName('Kabwe');
  });

  it('chooses with a click', async () => {
    const chosen = jest.fn();
    const { user } = renderWithProviders(<TownSearch onChosen={chosen} />);
    await user.type(screen.getByRole('combobox', { name: 'Town' }), 'liv');
    await user.click(screen.getByRole('option', { name: 'Livingstone' }));
    expect(chosen).toHaveBeenCalledWith('Livingstone');
  });

  it('closes on Escape keeping what was typed, and leaves a second Escape to the dialog around it', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ModalDialog title="Where to?" onClose={onClose}>
        <TownSearch />
      </ModalDialog>,
    );
    const field = screen.getByRole('combobox', { name: 'Town' });
    await user.type(field, 'lu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('lu');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes without choosing when the focus leaves', async () => {
    const chosen = jest.fn();
    const { user } = renderWithProviders(
      <>
        <TownSearch onChosen={chosen} />
        <button type="button">Next</button>
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Town' }), 'k');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('tells the owner Escape closed the list while it had nothing to show yet', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderWithProviders(
      <Combobox
        id="place"
        aria-label="Place"
        listLabel="Places"
        items={[]}
        itemToKey={(place: string) => place}
        itemToString={(place) => place ?? ''}
        renderItem={(place) => place}
        inputValue="Kab"
        onInputChange={() => undefined}
        onSelect={() => undefined}
        open
        onOpenChange={onOpenChange}
      />,
    );
    screen.getByRole('combobox', { name: 'Place' }).focus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
