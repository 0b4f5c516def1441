import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogFocusTrap, escapeClosesDialog } from './dialog-focus-trap';

function FullScreenMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      {open ? (
        <DialogFocusTrap onClose={() => setOpen(false)}>
          <div role="dialog" aria-modal="true" aria-label="Menu">
            <button type="button" onClick={() => setOpen(false)}>
              Close menu
            </button>
            <a href="/menu">Menu</a>
          </div>
        </DialogFocusTrap>
      ) : null}
      <a href="/after">After</a>
    </>
  );
}

describe('DialogFocusTrap', () => {
  it('moves the focus in, keeps it in both ways round, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<FullScreenMenu />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveFocus();
    // Tab from the last control goes back to the first, Shift+Tab from the first to the last.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape pressed before the trap has loaded', () => {
    render(<FullScreenMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // Synchronously, so the trap's lazy import has not resolved yet.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the newest of two open dialogs on Escape', () => {
    const closed: string[] = [];
    render(
      <>
        <DialogFocusTrap onClose={() => closed.push('outer')}>
          <div role="dialog" aria-label="Outer" />
        </DialogFocusTrap>
        <DialogFocusTrap onClose={() => closed.push('inner')}>
          <div role="dialog" aria-label="Inner" />
        </DialogFocusTrap>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['inner']);
  });
});

describe('escapeClosesDialog', () => {
  it('leaves Escape to an open list that has the focus', () => {
    const combobox = document.createElement('input');
    combobox.setAttribute('aria-expanded', 'true');
    expect(escapeClosesDialog(combobox)).toBe(false);
    combobox.setAttribute('aria-expanded', 'false');
    expect(escapeClosesDialog(combobox)).toBe(true);
    expect(escapeClosesDialog(document.body)).toBe(true);
    expect(escapeClosesDialog(null)).toBe(true);
  });
});
