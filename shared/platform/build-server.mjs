// @ts-check
/**
 * Bundles a Node server written in TypeScript (the api, the host's server) into one CommonJS file,
 * `dist-server/main.cjs`, so production runs plain `node` with no TypeScript tooling. Native
 * modules stay outside the bundle and load from node_modules.
 */
import { build } from 'esbuild';
import path from 'node:path';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: build-server <entry.ts>');
  process.exit(2);
}

await build({
  entryPoints: [path.resolve(entry)],
  outfile: path.resolve('dist-server/main.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['better-sqlite3'],
  logLevel: 'warning',
});
