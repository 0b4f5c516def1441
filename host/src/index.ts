import { BOOT_DATA_ID } from './features/hydration/boot-data-id';

// The async boundary: shared libraries are negotiated before any of them runs.
//
// A page the server rendered starts its app after the browser reports its first contentful
// paint: asked for sooner, the libraries could come in before the server's HTML was on screen,
// and the browser drew it only once they had run. The app shell (no page from the server) has
// nothing to paint before its app, and a hidden page does not paint: both start at once. A second
// at most is waited, should no paint be reported.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  setTimeout(() => void import('./bootstrap'), 0);
};
const rendered = document.getElementById(BOOT_DATA_ID) !== null;
const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
if (!rendered || !paintTimed || document.visibilityState === 'hidden') start();
else {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}
