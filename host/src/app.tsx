import { remoteNames, remoteRoutePaths, SlotProvider, storefrontStore } from '@storefront/contract';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './features/layout/components/site-layout';
import { ScrollRestoration } from './features/navigation/scroll-restoration';
import { RemoteRoute } from './features/remotes/remote-route';
import { renderRemoteSlot } from './features/remotes/remote-slots';
import { useRemotePrefetching } from './features/remotes/use-remote-prefetching';
import { SessionExpiryRedirect } from './features/session/session-expiry-redirect';
import NotFoundPage from './pages/not-found-page';

/** The storefront: the host's layout around routes owned by the remotes. */
export function App() {
  useRemotePrefetching();
  return (
    <Provider store={storefrontStore}>
      <BrowserRouter>
        <SlotProvider render={renderRemoteSlot}>
          <SiteLayout>
            <SessionExpiryRedirect />
            <ScrollRestoration />
            <Routes>
              {/* RemoteRoute is left unkeyed: one boundary for every remote page keeps the open page on screen while the next loads. */}
              {remoteNames.flatMap((remote) =>
                remoteRoutePaths[remote].map((path) => (
                  <Route key={path} path={path} element={<RemoteRoute remote={remote} path={path} />} />
                )),
              )}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </SiteLayout>
        </SlotProvider>
      </BrowserRouter>
    </Provider>
  );
}
