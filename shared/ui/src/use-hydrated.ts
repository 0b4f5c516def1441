import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while React hydrates a page the server rendered, true ever after (and from the first
 * render of a page the browser rendered alone). A component that shows what only the browser
 * knows (the cart from storage, the signed-in customer) shows what the server showed until then,
 * so the first render matches the server's HTML, and updates right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
