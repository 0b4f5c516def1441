/** Calls `then` once the page has hydrated: the commit that marks the document (the host's layout route sets the mark). */
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
