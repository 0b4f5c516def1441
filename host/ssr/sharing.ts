import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contract';

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
