import { Global, css } from '@emotion/react';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import {
  closeToastAtom,
  openPage,
  setRuntimeConfig,
  SlotProvider,
  storefrontStore,
  toastAtom,
  type RemoteRoutes,
  type SlotRenderer,
} from '@storefront/contract';
import { theme, ToastBar } from '@storefront/ui';

function StoreToast() {
  return <ToastBar toast={useAtomValue(toastAtom)} onClose={useSetAtom(closeToastAtom)} />;
}

interface StandaloneOptions {
  name: string;
  routes: RemoteRoutes;
  renderSlot?: SlotRenderer;
  /** Widgets the remote shows beside its pages when alone (the shop's cart drawer, say). */
  extras?: ReactNode;
}

function StandaloneLayout({ name, routes, renderSlot, extras }: StandaloneOptions) {
  const links = routes.map((route) => route.path).filter((path): path is string => !!path && !path.includes(':'));
  const page: ReactNode = (
    <Suspense fallback={<p>Loading...</p>}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <Global styles={css`body { margin: 0; background: ${theme.color.page}; font-family: ${theme.font}; }`} />
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
    </>
  );
}

/** The remote's pages in a data router, each opened as the host opens it (openPage). */
function standaloneRouter(options: StandaloneOptions) {
  return createBrowserRouter([
    {
      element: <StandaloneLayout {...options} />,
      children: [
        ...options.routes.map((route) => ({
          path: route.path,
          element: route.element,
          HydrateFallback: route.HydrateFallback,
          shouldRevalidate: route.shouldRevalidate,
          loader: (args: LoaderFunctionArgs) => openPage(route, args),
        })),
        { path: '*', element: <p>Not part of this remote.</p> },
      ],
    },
  ]);
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
      <Provider store={storefrontStore}>
        <RouterProvider router={standaloneRouter(options)} />
      </Provider>
    </StrictMode>,
  );
}
