import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createHostRouter } from './app';
import { readBootData } from './features/hydration/boot-data';
import { loadFirstPage } from './features/remotes/first-page';
import { rememberPagesLeftToBrowser } from './features/remotes/remote-route';
import { loadRuntimeConfig, applyRuntimeConfig } from './features/remotes/load-runtime-config';
import { withDeadline } from './features/remotes/with-deadline';

/** How long hydration waits for the code of a server-rendered page: past it, the layout responds and the page follows. */
const PAGE_CODE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const boot = readBootData(document);
if (boot) {
  // Rendered by the server: hydrated with the same configuration and data.
  applyRuntimeConfig(boot.config);
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  // The page's code first, so the whole page hydrates in one pass. A page still waiting on its code
  // when the router's first update reaches it would be thrown away and rendered anew (its
  // placeholder flashing in place of the server's HTML, and its picture painted a second time).
  // As a transition, hydration yields to the browser every few milliseconds rather than holding a
  // phone's main thread for the whole page, so a tap meanwhile is not kept waiting.
  void withDeadline(loadFirstPage(window.location.pathname), PAGE_CODE_WAIT_MS).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createHostRouter(boot.router)} />
        </StrictMode>,
      );
    }),
  );
} else {
  // The app shell: the page renders here.
  const root = createRoot(container);
  loadRuntimeConfig().then(
    () => {
      root.render(
        <StrictMode>
          <App router={createHostRouter()} />
        </StrictMode>,
      );
    },
    (error: unknown) => {
      console.error('The storefront could not read its configuration', error);
      root.render(
        <main role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>We&apos;ll be right back</h1>
          <p>The storefront could not start. Please reload the page in a moment.</p>
        </main>,
      );
    },
  );
}
