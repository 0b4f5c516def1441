// @ts-check
/**
 * Bundles a TypeScript server into one file, so production runs plain `node` with no TypeScript
 * tooling; native modules stay outside and load from node_modules.
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
