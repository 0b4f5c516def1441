/**
 * Called once as the app starts, before its router reads the address. The browser is told not to
 * put a page back where it was (ScrollRestoration does, on Back and Forward only: a reload starts
 * at the top), and the page's history entry gets a key of its own when it has none: an entry
 * opened by typing its address (or a link from elsewhere) has none, and all such entries would
 * otherwise share the router's `default` key, and with it one saved position.
 */
export function takeOverScrolling(history: Pick<History, 'state' | 'replaceState' | 'scrollRestoration'> = window.history): void {
  history.scrollRestoration = 'manual';
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key !== 'string' || current.key === '') {
    // The shape of the router's own keys (createBrowserHistory).
    history.replaceState({ ...current, key: Math.random().toString(36).substring(2, 10) }, '');
  }
}

/** Whether this document was opened by Back or Forward (not by its address, a link or a reload). */
export function openedByBackOrForward(timing: Partial<Pick<Performance, 'getEntriesByType'>> = performance): boolean {
  // A browser without navigation timing (and jsdom) opens every page at its top.
  const [navigation] = typeof timing.getEntriesByType === 'function' ? timing.getEntriesByType('navigation') : [];
  return navigation !== undefined && (navigation as PerformanceNavigationTiming).type === 'back_forward';
}
