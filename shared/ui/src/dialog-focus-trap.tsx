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

/**
 * The focus behaviour of every modal dialog, full-screen menus included: the focus moves in to the
 * first control and stays in, Escape asks the owner to close, and when the dialog goes the focus
 * goes back to where it was (the control that opened it).
 *
 * `focus-trap` (6.7 KB of gzip, a third of the kit) is loaded when a dialog first opens rather
 * than with every page: the dialog shows at once and the trap takes the focus as it arrives.
 */
export function DialogFocusTrap({ onClose, children }: DialogFocusTrapProps) {
  const dialog = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let ended = false;
    let deactivate = () => {};
    void import(/* webpackChunkName: "lazy-focus-trap" */ 'focus-trap').then(({ createFocusTrap }) => {
      if (ended) return;
      const trap = createFocusTrap(element, {
        // Closing is the owner's decision: Escape asks it to, and unmounting ends the trap. A trap
        // that deactivated itself would call back into an owner that may already show another dialog.
        escapeDeactivates: () => {
          if (escapeClosesDialog(document.activeElement)) close.current();
          return false;
        },
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
