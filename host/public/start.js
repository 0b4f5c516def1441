/* global document, PerformanceObserver */
// Loads the host's app (its entry, named by `data-app`) once the browser has painted the page the
// server rendered. The entry carries Module Federation's runtime (26 KB of gzip): fetched with the
// page, it shared a phone's slow connection with the page's main picture and put off its paint
// (Lighthouse mobile LCP 1.27-1.41 s instead of about 1.0 on the pages whose LCP is a picture).
// Until the app is in, the page needs none of it: links are links and forms are sent to the
// server. A hidden page does not paint, and a browser without paint timing says nothing: both load
// it at once; no page waits more than a second.
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
