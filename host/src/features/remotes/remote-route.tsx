import { PageMain } from '@storefront/ui';
import { type RemoteName, type RemoteRoutesModule } from '@storefront/contract';
import { use } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

function RouteOfRemote({ remote, path }: { remote: RemoteName; path: string }) {
  const module = use(loadRemoteModule(remote, './routes')) as RemoteRoutesModule;
  const route = module.default.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${remote} remote has no route ${path}`);
  return <>{route.element}</>;
}

/**
 * A route the host knows belongs to `remote`: loads that remote's routes and renders the page.
 * Rendered unkeyed for every remote route, so one boundary serves them all and a navigation into
 * another remote keeps the current page until the next is ready (see RemoteBoundary).
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RemoteBoundary
      remote={remote}
      resetKeys={[remote, path]}
      what="this page"
      fallbackAs="main"
      loading={
        <PageMain aria-busy="true">
          <p role="status">Loading...</p>
        </PageMain>
      }
    >
      <RouteOfRemote remote={remote} path={path} />
    </RemoteBoundary>
  );
}
