import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, runtimeConfigSchema, setRuntimeConfig, type RuntimeConfig } from '@storefront/contract';
import { buildNotesPlugin } from './build-skew';
import { contractCheckPlugin } from './contract-compatibility';
import { retryPlugin } from './retry-plugin';

/** The app shell's configuration: which release of each remote the page uses is decided at run time, not at the host's build. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // The HTML preloads it with the same URL, mode and credentials as this call.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  applyRuntimeConfig(config);
  return config;
}

/** Takes `config` as the page's and registers the remotes it names, with the page's runtime plugins. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  setRuntimeConfig(config);
  registerPlugins([contractCheckPlugin(), buildNotesPlugin(), retryPlugin()]);
  registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
}
