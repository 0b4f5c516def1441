// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pnpm, repoRoot } from '../pnpm.mjs';
import { buildVariants } from './variants.mjs';

/**
 * Builds the next minor versions of the contract and the libraries with a host and two shops
 * released against them (variants.mjs), then runs e2e/release-matrix against them and the
 * workspace's own production builds, which must exist.
 */
export function runReleaseMatrix() {
  const missing = ['host/dist-server/main.cjs', 'remote-shop/dist/mf-manifest.json', 'api/dist-server/main.cjs'].filter(
    (file) => !existsSync(path.join(repoRoot, file)),
  );
  if (missing.length > 0) throw new Error(`The release matrix runs against production builds; missing: ${missing.join(', ')}`);
  buildVariants();
  pnpm(['--filter', '@storefront/e2e', 'run', 'test:release-matrix']);
}
