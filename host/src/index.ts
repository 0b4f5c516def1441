// The async boundary: shared libraries are negotiated before any of them runs. After the page's
// first contentful paint: asked for sooner, the libraries could come in before the server's HTML
// was on screen, and the browser drew it only once they had run. A hidden page does not paint, and
// a browser without paint timing waits one frame.
const start = () => setTimeout(() => void import('./bootstrap'), 0);
const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
if (document.visibilityState === 'hidden') start();
else if (!paintTimed) requestAnimationFrame(start);
else {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}
