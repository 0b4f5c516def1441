import { loadRemote } from '@module-federation/enhanced/runtime';
import { trackedPromise } from '@storefront/ui';
import { type RemoteName } from '@storefront/contract';
import { forgetRefusal } from './contract-compatibility';

/** With trackedPromise's marks: a page that reads a module once it is in renders at once. */
type TrackedLoad = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown };

const cache = new Map<string, TrackedLoad>();

const moduleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

async function load(id: string): Promise<unknown> {
  const module = await loadRemote<unknown>(id);
  // The runtime answers null when its own error hooks swallowed the failure.
  if (!module) throw new Error(`${id} answered nothing`);
  return module;
}

function startLoad(id: string): TrackedLoad {
  const pending = trackedPromise(load(id));
  cache.set(id, pending);
  return pending;
}

/** Loads an exposed module once and shares the promise, so React can suspend on it; a failure is kept until `forgetRemote` (Retry). */
export function loadRemoteModule(remote: RemoteName, module: string): Promise<unknown> {
  const id = moduleId(remote, module);
  return cache.get(id) ?? startLoad(id);
}

/** For the router's questions that cannot wait (shouldRevalidate). */
export function loadedRemoteModule(remote: RemoteName, module: string): unknown {
  const pending = cache.get(moduleId(remote, module));
  return pending?.status === 'fulfilled' ? pending.value : undefined;
}

export function loadingRemoteModule(remote: RemoteName, module: string): Promise<unknown> | undefined {
  return cache.get(moduleId(remote, module));
}

/** Loads a module ahead of need through the same cache; a failed prefetch is forgotten, so the page tries again itself. */
export function prefetchRemoteModule(remote: RemoteName, module: string): void {
  const id = moduleId(remote, module);
  if (cache.has(id)) return;
  const pending = startLoad(id);
  pending.catch(() => {
    if (cache.get(id) === pending) cache.delete(id);
  });
}

export function forgetRemote(remote: RemoteName): void {
  forgetRefusal(remote);
  for (const id of cache.keys()) {
    if (id.startsWith(`${remote}/`)) cache.delete(id);
  }
}
