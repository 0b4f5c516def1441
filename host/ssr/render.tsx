import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { getInstance, loadRemote, registerPlugins, registerRemotes, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RemoteRoutes, type RemoteRoutesModule } from '@storefront/contract';
import { type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { PassThrough } from 'node:stream';
import { contractCheckPlugin } from '../src/features/remotes/contract-compatibility';

/**
 * Refuses a remote whose manifest names no server build (`metaData.ssrRemoteEntry`, written by
 * tooling/ssr-manifest.mjs): the runtime would otherwise run its browser entry in this process.
 */
function serverEntryRequiredPlugin() {
  return {
    name: 'storefront-server-entry-required',
    afterLoadManifest({ manifestJson, moduleInfo }: { manifestJson?: unknown; moduleInfo: { name: string } }) {
      const metaData = typeof manifestJson === 'object' && manifestJson !== null ? (manifestJson as { metaData?: { ssrRemoteEntry?: unknown } }).metaData : undefined;
      if (manifestJson !== undefined && !metaData?.ssrRemoteEntry) {
        throw new Error(`The ${moduleInfo.name} remote has no server build: its manifest names no ssrRemoteEntry.`);
      }
    },
  };
}

/**
 * Registers remotes by the URL of their manifest (`mf-manifest.json`), the same URL a browser
 * uses: the manifest's `ssrRemoteEntry` names the remote's server build. Registered once per
 * process (or worker): a remote's code, once run, stays in the process, so another version is
 * picked up by a new process rather than by registering over the old one.
 */
export function registerManifests(manifests: Partial<Record<RemoteName, string>>): void {
  registerPlugins([contractCheckPlugin(), serverEntryRequiredPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

/** The remote's `./routes`, loaded through federation (its server build). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  // The runtime answers null when one of its error hooks swallowed the failure.
  if (!module) throw new Error(`${remote}/routes answered nothing`);
  return module.default;
}

function Pages({ routes }: { routes: RemoteRoutes }) {
  return useRoutes(routes);
}

/**
 * The HTML of `element` once everything it waits for has loaded: pages suspend while their code
 * loads (lazyPage), and a crawler or a first paint needs the page, not its placeholder.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failure !== undefined) return;
        const sink = new PassThrough();
        const parts: Buffer[] = [];
        sink.on('data', (part: Buffer) => parts.push(part));
        sink.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure = error;
        reject(error);
      },
    });
  });
}

/** The page of `remote` at `location` (path and search), rendered in a router as the host renders it. */
export async function renderRemotePage(remote: RemoteName, location: string): Promise<string> {
  const routes = await loadRemoteRoutes(remote);
  // A cache of its own per render: emotion's styles of one visitor's page never reach another's.
  const cache = createCache({ key: 'css' });
  return renderToHtml(
    <CacheProvider value={cache}>
      <StaticRouter location={location}>
        <Pages routes={routes} />
      </StaticRouter>
    </CacheProvider>,
  );
}

export interface SharedUse {
  name: string;
  version: string;
  /** The app whose copy this is. */
  from: string;
  loaded: boolean;
  /** The apps that took this copy. */
  useIn: string[];
}

/**
 * Every shared library version the federation runtime of this process knows, with who provided
 * it and who uses it: a singleton is right when one version of it is loaded and every app uses it.
 */
export function sharedUse(): SharedUse[] {
  const scopes = getInstance()?.shareScopeMap ?? {};
  const uses: SharedUse[] = [];
  for (const scope of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(scope)) {
      for (const [version, shared] of Object.entries(versions)) {
        uses.push({ name, version, from: shared.from, loaded: Boolean(shared.loaded), useIn: [...(shared.useIn ?? [])] });
      }
    }
  }
  return uses;
}

/** The federation runtimes of this process: the host's and one per remote container loaded. */
function federationInstance(name: string): ModuleFederation | undefined {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } }).__FEDERATION__;
  return federation?.__INSTANCES__?.find((instance) => instance.name === name);
}

/**
 * Whether `remote`'s federation runtime reads the host's share scope (the same object, not a
 * copy): what it takes of a singleton is then the host's module, never one of its own.
 */
export function sharesScopeWithHost(remote: RemoteName): boolean {
  const host = getInstance();
  const other = federationInstance(remote);
  if (!host || !other) throw new Error(`no federation runtime for the host or ${remote}`);
  return other.shareScopeMap === host.shareScopeMap || other.shareScopeMap['default'] === host.shareScopeMap['default'];
}
