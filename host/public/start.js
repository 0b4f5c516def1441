/* global document, PerformanceObserver */
// The host's entry once the page has painted, not to share a slow connection with its main picture
// (ARCHITECTURE.md, "Each step in detail"); a hidden page, or no paint timing: at once.
(() => {
  const app = document.currentScript?.getAttribute('data-app');
  if (!app) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = app;
    script.async = true;
    document.head.append(script);
  };
  const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTimed || document.visibilityState === 'hidden') {
    load();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(load, 1000);
})();
