/**
 * What the single-bundle build of the host (webpack.config.mjs) takes for
 * `@module-federation/enhanced/runtime`: the remotes' exposed modules are the host's own
 * code-split modules there, so what the host asks of the runtime is answered without one, and the
 * host's code runs unchanged.
 */
import type * as Federation from '@module-federation/enhanced/runtime';
import { remoteModules } from 'virtual:remote-modules';

/** The federation id of a remote's module: `shop/routes` for `./routes` of shop, as the host asks for it. */
const moduleId = (remote: string, expose: string) => `${remote}/${expose.replace(/^\.\//, '')}`;

function importOf(id: string): () => Promise<unknown> {
  const load = remoteModules[id];
  // The runtime's own answer to a module no remote exposes: a failed load.
  if (!load) throw new Error(`No remote exposes ${id} (single-bundle build)`);
  return load;
}

export const loadRemote: typeof Federation.loadRemote = async <T>(id: string) => (await importOf(id)()) as T;

/** Fetches and runs the modules named, as the runtime's preload fetches their chunks ahead of need. */
export const preloadRemote: typeof Federation.preloadRemote = async (preloads) => {
  await Promise.all(preloads.flatMap(({ nameOrAlias, exposes = [] }) => exposes.map((expose) => importOf(moduleId(nameOrAlias, expose))())));
};

// Nothing to register: the remotes are in the bundle, and no manifest is read for a plugin to check.
export const registerRemotes: typeof Federation.registerRemotes = () => undefined;
export const registerPlugins: typeof Federation.registerPlugins = () => undefined;

// No runtime, so no share scopes: host/ssr/sharing.ts then reports no shared library.
export const getInstance: typeof Federation.getInstance = () => null;
