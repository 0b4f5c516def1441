import { loadRemote } from '@module-federation/enhanced/runtime';
import { trackedPromise } from '@storefront/ui';
import { type RemoteName } from '@storefront/contract';
import { forgetRefusal } from './contract-compatibility';

const cache = new Map<string, Promise<unknown>>();
/** The modules whose load has finished, for the router's questions that cannot wait (shouldRevalidate). */
const loaded = new Map<string, unknown>();

const moduleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** The module, through the runtime and its plugins (the retries of retry-plugin.ts among them). */
async function load(id: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(id);
  // The runtime answers null when its own error hooks swallowed the failure.
  if (!loaded) throw new Error(`${id} answered nothing`);
  return loaded;
}

/**
 * Loads an exposed module of a remote once and shares the promise, so React can suspend on it.
 * A remote that is down is tried three times (retry-plugin.ts); after that the failure is kept
 * until `forgetRemote`, which the Retry button calls.
 */
export function loadRemoteModule(remote: RemoteName, module: string): Promise<unknown> {
  const id = moduleId(remote, module);
  let pending = cache.get(id);
  if (!pending) {
    // Tracked, so a page that reads it after it is in renders at once (the first page, loaded before the first render).
    pending = trackedPromise(load(id));
    cache.set(id, pending);
    keepWhenLoaded(id, pending);
  }
  return pending;
}

function keepWhenLoaded(id: string, pending: Promise<unknown>): void {
  pending.then(
    (value) => {
      if (cache.get(id) === pending) loaded.set(id, value);
    },
    () => undefined,
  );
}

/** The module if its load has finished; starts nothing. */
export function loadedRemoteModule(remote: RemoteName, module: string): unknown {
  return loaded.get(moduleId(remote, module));
}

/** The load of a module already started (by its page or a prefetch), if any; starts nothing. */
export function loadingRemoteModule(remote: RemoteName, module: string): Promise<unknown> | undefined {
  return cache.get(moduleId(remote, module));
}

/**
 * Starts loading a module ahead of need (a link to its page is hovered, focused or in view) through
 * the same cache, so the page finds it loaded; a load already started (by the page, or earlier) is
 * left as it is. A prefetch never fails anyone: when the remote is down, the failure of the load it
 * started is dropped from the cache, and the page, if opened, tries again itself.
 */
export function prefetchRemoteModule(remote: RemoteName, module: string): void {
  const id = moduleId(remote, module);
  if (cache.has(id)) return;
  const pending = trackedPromise(load(id));
  cache.set(id, pending);
  keepWhenLoaded(id, pending);
  pending.catch(() => {
    if (cache.get(id) === pending) cache.delete(id);
  });
}

export function forgetRemote(remote: RemoteName): void {
  forgetRefusal(remote);
  for (const map of [cache, loaded]) {
    for (const id of map.keys()) {
      if (id.startsWith(`${remote}/`)) map.delete(id);
    }
  }
}
