import { cloneElement, useEffect, useRef, type ReactElement, type RefObject } from 'react';

export interface DialogFocusTrapProps {
  /** Asked to close the dialog on Escape (unless an open list inside has the focus). */
  onClose: () => void;
  /** The dialog element: one element, which the trap keeps the focus in. */
  children: ReactElement<{ ref?: RefObject<HTMLElement | null> }>;
}

/** Escape belongs to an open list inside the dialog (a combobox's suggestions) first. */
export function escapeClosesDialog(focused: Element | null): boolean {
  return focused?.getAttribute('aria-expanded') !== 'true';
}

/** The dialogs open now, the newest last: Escape closes only the newest. */
const openDialogs: object[] = [];

/**
 * The focus behaviour of every modal dialog, full-screen menus included: the focus moves in to the
 * first control and stays in, Escape asks the owner to close, and when the dialog goes the focus
 * goes back to where it was (the control that opened it).
 *
 * `focus-trap` (6.7 KB of gzip, a third of the kit) is loaded when a dialog first opens rather
 * than with every page: the dialog shows at once and the trap takes the focus as it arrives.
 * Escape is listened for from the first moment, so a customer who closes the dialog before the
 * trap has arrived on a slow connection is not ignored.
 */
export function DialogFocusTrap({ onClose, children }: DialogFocusTrapProps) {
  const dialog = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const self = {};
    openDialogs.push(self);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self) return;
      if (escapeClosesDialog(document.activeElement)) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let ended = false;
    let deactivate = () => {};
    void import(/* webpackChunkName: "lazy-focus-trap" */ 'focus-trap').then(({ createFocusTrap }) => {
      if (ended) return;
      const trap = createFocusTrap(element, {
        // Closing is the owner's decision, asked by the Escape listener above; unmounting ends the trap.
        escapeDeactivates: false,
        // The owner handles outside clicks (a backdrop); letting them through keeps nested dialogs working.
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        fallbackFocus: () => document.body,
        // Closed parts are unmounted, never hidden, so every rendered control really is reachable;
        // layout-based checks would also fail under jsdom, which lays nothing out.
        tabbableOptions: { displayCheck: 'none' },
      });
      trap.activate();
      deactivate = () => trap.deactivate();
    });
    return () => {
      ended = true;
      deactivate();
    };
  }, []);

  return cloneElement(children, { ref: dialog });
}
