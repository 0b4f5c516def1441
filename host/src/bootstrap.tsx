import { startTransition, StrictMode } from 'react';
import { readBootData } from '@storefront/platform/hydration/boot-data';
import { whenHydrated } from '@storefront/platform/hydration/when-hydrated';
import { loadRuntimeConfig, applyRuntimeConfig } from '@storefront/platform/remotes/load-runtime-config';

/** Lets the browser paint and answer taps before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React's DOM, the API client (its schemas are built as it loads) and then the app, each run in a
 * task of its own, after this module's: run at once with it, the libraries' and the app's code held
 * a phone's main thread for a fifth of a second. They come with this module ("eager": no file of
 * their own, no round trip), and so do their shared libraries, settled before any remote loads, as
 * with static imports; only running them waits. This module itself runs the contract alone.
 */
async function loadApp() {
  await nextTask();
  const dom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@storefront/api-client');
  await nextTask();
  const app = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  return { ...dom, ...app };
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

type LoadedApp = Awaited<ReturnType<typeof loadApp>>;

/** The app rendered in the browser from scratch, its reads done here: the app shell's way, and a page's whose HTML is of an older release. */
function renderInBrowser(root: HTMLElement, { createRoot, App, createHostRouter }: LoadedApp): void {
  createRoot(root).render(
    <StrictMode>
      <App router={createHostRouter()} />
    </StrictMode>,
  );
}

const boot = readBootData(document);
if (boot) {
  // Rendered by the server: hydrated with the same configuration and data.
  applyRuntimeConfig(boot.config);
  // The page's code first, so the whole page hydrates in one pass. A page still waiting on its code
  // when the router's first update reaches it would be thrown away and rendered anew (its
  // placeholder flashing in place of the server's HTML, and its picture painted a second time)
  // (hand-over.ts). The hand-over runs the UI kit: in the next task, before React's DOM.
  let afterHydration: () => void = () => undefined;
  const handOver = nextTask()
    .then(() => import(/* webpackMode: "eager" */ './hand-over'))
    .then((module) => {
      afterHydration = module.takeHandOver(boot);
      return module;
    });
  const pageCode = handOver.then(({ loadRenderedPage }) => loadRenderedPage(boot, window.location.pathname));
  const ready = Promise.all([loadApp(), pageCode]);
  void ready.then(([app, { renderAfresh }]) => {
    // The page's remote was released after the server rendered it (its HTML is the release
    // before), or the server could not place the address: rendered afresh, its reads done again.
    if (renderAfresh) return renderInBrowser(container, app);
    const { hydrateRoot, App, createHostRouter } = app;
    // As a transition, hydration yields to the browser every few milliseconds rather than holding a
    // phone's main thread for the whole page, so a tap meanwhile is not kept waiting.
    whenHydrated(() => afterHydration());
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
  // The app shell: the page renders here. It knows no remote's pages, so it asks the remotes for
  // theirs before the router starts (first-page.ts): the router then opens the page at once, with
  // its own loading state while its reads come.
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
