import { Global, css } from '@emotion/react';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router-dom';
import { closeToastAtom, setRuntimeConfig, SlotProvider, storefrontStore, toastAtom, type SlotRenderer } from '@storefront/contract';
import { theme, ToastBar } from '@storefront/ui';

function StoreToast() {
  return <ToastBar toast={useAtomValue(toastAtom)} onClose={useSetAtom(closeToastAtom)} />;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <p>Not part of this remote.</p> }]);
}

interface StandaloneOptions {
  name: string;
  routes: RouteObject[];
  renderSlot?: SlotRenderer;
  /** Widgets the remote shows beside its pages when alone (the shop's cart drawer, say). */
  extras?: ReactNode;
}

function StandaloneShell({ name, routes, renderSlot, extras }: StandaloneOptions) {
  const links = routes.map((route) => route.path).filter((path): path is string => !!path && !path.includes(':'));
  const page: ReactNode = (
    <Suspense fallback={<p>Loading...</p>}>
      <RoutesOf routes={routes} />
    </Suspense>
  );
  return (
    <Provider store={storefrontStore}>
      <Global styles={css`body { margin: 0; background: ${theme.color.page}; font-family: ${theme.font}; }`} />
      <BrowserRouter>
        <nav aria-label={`${name} standalone`} css={css`display: flex; flex-wrap: wrap; gap: 12px; padding: 8px 16px; background: ${theme.color.brandSoft};`}>
          <strong>{name} (standalone)</strong>
          {links.map((path) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </nav>
        {renderSlot ? <SlotProvider render={renderSlot}>{page}</SlotProvider> : page}
        {extras}
        <StoreToast />
      </BrowserRouter>
    </Provider>
  );
}

/**
 * Starts the thin shell a remote runs in when its team works on it alone: the store, a router, the toast
 * bar and links to its own routes. Calls go to `/api` (the dev server proxies it to the backend).
 */
export function renderStandalone(options: StandaloneOptions): void {
  setRuntimeConfig({
    apiUrl: '/api',
    contentUrl: '/api',
    remotes: { shop: '', account: '', content: '', careers: '' },
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <StandaloneShell {...options} />
    </StrictMode>,
  );
}
