import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createHostRouter } from './app';
import { readBootData } from './features/hydration/boot-data';
import { loadFirstPage } from './features/remotes/first-page';
import { rememberPagesLeftToBrowser } from './features/remotes/remote-route';
import { loadRuntimeConfig, applyRuntimeConfig } from './features/remotes/load-runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const boot = readBootData(document);
if (boot) {
  // Rendered by the server: hydrated with the same configuration and data.
  applyRuntimeConfig(boot.config);
  rememberPagesLeftToBrowser(boot.leftToBrowser);
  // Hydrated at once, so the layout responds; the page hydrates when its code is in (already on its way: the document preloads it).
  void loadFirstPage(window.location.pathname);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createHostRouter(boot.router)} />
    </StrictMode>,
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
