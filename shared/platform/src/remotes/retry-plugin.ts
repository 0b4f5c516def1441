import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withRetries } from '@storefront/ui';

/** How often a remote's manifest, entry or module is asked for before its failure is answered: withRetries's three tries. */
export const LOAD_ATTEMPTS = 3;

type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/**
 * The retry policy of the page's remotes, as a runtime plugin of Module Federation: a remote whose
 * manifest, entry or module fails to load (a blip of a restart, a flaky connection) is asked again
 * twice before its failure reaches the page, which then shows its fallback with Retry. A manifest
 * the remote answers with a client error (404) is not asked again: another try would get the same.
 *
 * Written here rather than taken from `@module-federation/retry-plugin`: the registry this project
 * installs from serves only its 0.17 line, written for the 0.x runtime, with a second copy of the
 * runtime's SDK (ARCHITECTURE.md, "The federation runtime").
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
    // A remote's manifest: answered here, so a failure is tried again before the runtime sees it.
    async fetch(url, init) {
      return withRetries(async () => {
        const response = await fetch(url, init);
        if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
        return response;
      });
    },
    // The entry script failed once (the runtime's own try): tried again without its failed load,
    // up to LOAD_ATTEMPTS tries in all.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      let failed = 1;
      const entry = withRetries(
        async () => {
          delete globalLoading[uniqueKey];
          return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
        },
        { giveUp: () => (failed += 1) >= LOAD_ATTEMPTS },
      );
      // The hook's type nests the entry in one promise more than the runtime reads: it awaits the answer.
      return entry as unknown as EntryRecovery;
    },
    // An exposed module's chunks.
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(async () => remoteEntryExports.get(expose));
    },
  };
}
