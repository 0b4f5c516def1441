// @ts-check
// A server-rendered page starts its app once it has loaded (host/server/page-document.ts): the page
// reads and its links work without it, and on a phone's slow connection the app's scripts would
// otherwise take the bandwidth its pictures need.
(() => {
  const app = document.currentScript?.getAttribute('data-app');
  if (!app) return;
  const start = () => {
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
