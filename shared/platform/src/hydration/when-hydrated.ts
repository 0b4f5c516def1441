/** Calls `then` once the page has hydrated: the commit that marks the document (host-routes.tsx). */
export function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
