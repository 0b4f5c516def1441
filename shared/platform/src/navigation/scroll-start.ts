/** Before the router reads the address: an entry opened by its address gets its own key, not the router's shared `default`. */
export function takeOverScrolling(history: Pick<History, 'state' | 'replaceState' | 'scrollRestoration'> = window.history): void {
  history.scrollRestoration = 'manual';
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key !== 'string' || current.key === '') {
    // The shape of the router's own keys (createBrowserHistory).
    history.replaceState({ ...current, key: Math.random().toString(36).substring(2, 10) }, '');
  }
}

export function openedByBackOrForward(timing: Partial<Pick<Performance, 'getEntriesByType'>> = performance): boolean {
  // A browser without navigation timing (and jsdom) opens every page at its top.
  const [navigation] = typeof timing.getEntriesByType === 'function' ? timing.getEntriesByType('navigation') : [];
  return navigation !== undefined && (navigation as PerformanceNavigationTiming).type === 'back_forward';
}
