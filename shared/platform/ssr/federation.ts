import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { buildNotesPlugin } from '../src/remotes/build-skew';
import { contractCheckPlugin } from '../src/remotes/contract-compatibility';
import { readManifest } from '../src/remotes/federation-manifest';

/**
 * Refuses a remote whose manifest names no server build (`metaData.ssrRemoteEntry`, written by
 * shared/platform/ssr-manifest.mjs): the runtime would otherwise run its browser entry in this process.
 */
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

/**
 * Registers remotes by the URL of their manifest (`mf-manifest.json`), the same manifest a browser
 * reads: its `ssrRemoteEntry` names the remote's server build. Once per worker: a remote's code,
 * once run, stays in the worker, so another version is rendered by a new worker.
 */
export function registerManifests(manifests: Record<string, string>): void {
  registerPlugins([contractCheckPlugin(), buildNotesPlugin(), serverEntryRequiredPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}
