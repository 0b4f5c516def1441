import { startTransition, StrictMode } from 'react';
import { readBootData } from '@storefront/platform/hydration/boot-data';
import { whenHydrated } from '@storefront/platform/hydration/when-hydrated';
import { loadRuntimeConfig, applyRuntimeConfig } from '@storefront/platform/remotes/load-runtime-config';

/** Lets the browser paint and answer taps before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** React's DOM, the API client and the app, each run in a task of its own (ARCHITECTURE.md, "Each step in detail"); "eager": no round trip. */
async function loadApp() {
  await nextTask();
  const dom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The remotes get the host's copy (ARCHITECTURE.md, "What the apps share").
  await import(/* webpackMode: "eager" */ '@storefront/api-client');
  await nextTask();
  const app = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  return { ...dom, ...app };
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

type LoadedApp = Awaited<ReturnType<typeof loadApp>>;

/** From scratch: the app shell's way, and a page's whose HTML is of an older release. */
function renderInBrowser(root: HTMLElement, { createRoot, App, createHostRouter }: LoadedApp): void {
  createRoot(root).render(
    <StrictMode>
      <App router={createHostRouter()} />
    </StrictMode>,
  );
}

const boot = readBootData(document);
if (boot) {
  applyRuntimeConfig(boot.config);
  // The page's code first, or the router's first update would render the page anew, its placeholder
  // flashing. The hand-over runs the UI kit: in the next task, before React's DOM.
  let afterHydration: () => void = () => undefined;
  const pageCode = nextTask()
    .then(() => import(/* webpackMode: "eager" */ './hand-over'))
    .then(({ takeHandOver, loadRenderedPage }) => {
      afterHydration = takeHandOver(boot);
      return loadRenderedPage(boot, window.location.pathname);
    });
  void Promise.all([loadApp(), pageCode]).then(([app, { renderAfresh }]) => {
    if (renderAfresh) return renderInBrowser(container, app);
    const { hydrateRoot, App, createHostRouter } = app;
    // As a transition, hydration yields to taps rather than holding a phone's main thread.
    whenHydrated(afterHydration);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createHostRouter(boot.router)} />
        </StrictMode>,
      );
    });
  });
} else {
  // The app shell knows no remote's pages: it asks the remotes before the router starts, which then opens the page at once.
  const pageCode = loadRuntimeConfig()
    .then(() => import(/* webpackMode: "eager" */ '@storefront/platform/remotes/first-page'))
    .then(({ loadFirstPage }) => loadFirstPage(window.location.pathname));
  void Promise.all([loadApp(), pageCode]).then(
    ([app]) => renderInBrowser(container, app),
    async (error: unknown) => {
      console.error('The storefront could not read its configuration', error);
      const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
      createRoot(container).render(
        <main role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>We&apos;ll be right back</h1>
          <p>The storefront could not start. Please reload the page in a moment.</p>
        </main>,
      );
    },
  );
}
