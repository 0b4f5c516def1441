import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { buildNotesPlugin } from '../src/remotes/build-skew';
import { contractCheckPlugin } from '../src/remotes/contract-compatibility';
import { readManifest } from '../src/remotes/federation-manifest';

/** Without `metaData.ssrRemoteEntry` (ssr-manifest.mjs) the runtime would run the browser entry here. */
function serverEntryRequiredPlugin() {
  return {
    name: 'storefront-server-entry-required',
    afterLoadManifest({ manifestJson, moduleInfo }: { manifestJson?: unknown; moduleInfo: { name: string } }) {
      if (manifestJson !== undefined && !readManifest(manifestJson)?.metaData.ssrRemoteEntry) {
        throw new Error(`The ${moduleInfo.name} remote has no server build: its manifest names no ssrRemoteEntry.`);
      }
    },
  };
}

/** Once per worker: a remote's code, once run, stays in it, so another version needs a new worker. */
export function registerManifests(manifests: Record<string, string>): void {
  registerPlugins([contractCheckPlugin(), buildNotesPlugin(), serverEntryRequiredPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}
