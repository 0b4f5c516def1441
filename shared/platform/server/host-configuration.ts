import { runtimeConfigSchema, type RuntimeConfig } from '@storefront/contract/boundary';
import { readFileSync, statSync } from 'node:fs';
import { runtimeConfigFromEnv } from './config-from-env.mjs';
import { serverManifestUrlsFromEnv, type ServerManifestUrls } from './remote-preloads';

export interface HostConfiguration {
  config: RuntimeConfig;
  serverManifests: ServerManifestUrls;
  /** Equal for equal configurations: what the server keeps per configuration is keyed by it. */
  key: string;
}

type Env = Record<string, string | undefined>;

function hostConfigurationFrom(env: Env): HostConfiguration {
  const config = runtimeConfigSchema.parse(runtimeConfigFromEnv(env));
  const serverManifests = serverManifestUrlsFromEnv(env);
  return { config, serverManifests, key: JSON.stringify([config, serverManifests]) };
}

/**
 * `RUNTIME_CONFIG_FILE`'s variables are laid over the environment, read again when it changes, so a
 * remote is released with no restart; a bad file is reported and the last good configuration kept.
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
