import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, an Escape pressed inside `within` calls `onEscape` and goes no further. The
 * listener sits on the window in the capture phase because a dialog around the form (the contract's
 * ModalDialog, through focus-trap) listens on the document in the capture phase too, and would
 * otherwise close the whole overlay when the customer only meant to close this list.
 * (The addresses feature has its own copy: features never import each other.)
 */
export function useEscapeFirst(active: boolean, within: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!(event.target instanceof Node) || !within.current?.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active, within]);
}
