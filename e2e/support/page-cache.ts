/**
 * The host's server serves a page it rendered to the next visitors of its address for a moment
 * (PAGE_CACHE_MS). The test stack sets it to this, and a test that changes what a page shows behind
 * the storefront's back (the backend's faults, the CMS) waits it out before it looks.
 */
export const PAGE_CACHE_MS = 1000;

export function pageCacheExpired(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS + 50));
}
