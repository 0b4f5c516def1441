import type { RuntimeConfig } from './runtime-config-schema';

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error('Runtime config is not set: the host (or a standalone shell) must call setRuntimeConfig first.');
  }
  return current;
}
