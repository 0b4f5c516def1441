import { runtimeConfigSchema, type RuntimeConfig } from '@storefront/contract/boundary';
import { readFileSync, statSync } from 'node:fs';
import { runtimeConfigFromEnv } from './config-from-env.mjs';
import { serverManifestUrlsFromEnv, type ServerManifestUrls } from './remote-preloads';

/** What the host serves by: the page's configuration, and where this server itself reads each remote's manifest. */
export interface HostConfiguration {
  config: RuntimeConfig;
  serverManifests: ServerManifestUrls;
  /** Equal for equal configurations: what the server keeps per configuration (its rendering workers) is keyed by it. */
  key: string;
}

type Env = Record<string, string | undefined>;

export function hostConfigurationFrom(env: Env): HostConfiguration {
  const config = runtimeConfigSchema.parse(runtimeConfigFromEnv(env));
  const serverManifests = serverManifestUrlsFromEnv(env);
  return { config, serverManifests, key: JSON.stringify([config, serverManifests]) };
}

/**
 * The host's configuration as it is now. From the environment; with `RUNTIME_CONFIG_FILE`, the
 * variables in that JSON file (`{ "SHOP_MANIFEST_URL": "..." }`) are laid over it and the file is
 * read again whenever it changes, so an operator releases a remote by editing the file: the next
 * page is served and rendered with the new version, with no restart. A file that does not parse
 * or names an invalid configuration is reported and the last good configuration kept.
 */
export function createConfigurationSource(env: Env, onProblem: (message: string) => void = console.error): () => HostConfiguration {
  const file = env.RUNTIME_CONFIG_FILE;
  let current = file ? null : hostConfigurationFrom(env);
  if (!file) return () => current ?? hostConfigurationFrom(env);
  let readAt = -1;
  return () => {
    let changedAt: number;
    try {
      changedAt = statSync(file).mtimeMs;
    } catch {
      changedAt = 0;
    }
    if (changedAt !== readAt || !current) {
      readAt = changedAt;
      try {
        const overrides = changedAt ? (JSON.parse(readFileSync(file, 'utf8')) as Env) : {};
        current = hostConfigurationFrom({ ...env, ...overrides });
      } catch (error) {
        onProblem(`${file} was not applied: ${error instanceof Error ? error.message : String(error)}`);
        current ??= hostConfigurationFrom(env);
      }
    }
    return current;
  };
}
