import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, runtimeConfigSchema, setRuntimeConfig, type RuntimeConfig } from '@storefront/contract';
import { buildNotesPlugin } from './build-skew';
import { contractCheckPlugin } from './contract-compatibility';
import { retryPlugin } from './retry-plugin';

/**
 * Reads `/config.json` (never cached) and registers the remotes it names: which version of each
 * remote the page uses is decided here, at run time, not when the host was built.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // Already under way: the HTML preloads it (`<link rel="preload" as="fetch" crossorigin>`, the
  // same URL, mode and credentials as this call), so it loads alongside the scripts.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  applyRuntimeConfig(config);
  return config;
}

/**
 * Takes `config` as the page's (read from `/config.json`, or handed over by the server with the
 * page it rendered) and registers the remotes it names.
 */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  setRuntimeConfig(config);
  registerPlugins([contractCheckPlugin(), buildNotesPlugin(), retryPlugin()]);
  registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
}
