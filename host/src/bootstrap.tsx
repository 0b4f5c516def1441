import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createHostRouter } from './app';
import { loadFirstPage } from './features/remotes/first-page';
import { loadRuntimeConfig } from './features/remotes/load-runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

loadRuntimeConfig().then(
  async () => {
    await loadFirstPage(window.location.pathname);
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
