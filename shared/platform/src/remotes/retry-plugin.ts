import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withRetries } from '@storefront/ui';

/** withRetries's three tries. */
export const LOAD_ATTEMPTS = 3;

type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** A manifest, entry or module that fails is asked for twice more (a 404 not). Why not `@module-federation/retry-plugin`: ARCHITECTURE.md. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
    // A manifest: a failure is tried again before the runtime sees it.
    async fetch(url, init) {
      return withRetries(async () => {
        const response = await fetch(url, init);
        if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
        return response;
      });
    },
    // After the runtime's own try: again without its failed load, LOAD_ATTEMPTS tries in all.
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
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(async () => remoteEntryExports.get(expose));
    },
  };
}
