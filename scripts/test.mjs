// @ts-check
/**
 * `npm test`: everything a change must pass, on a fresh machine too. Installs the dependencies
 * (and Debian's Chromium when it is missing and we run as root), then lint, types, unit tests,
 * production builds and the end-to-end tests against those builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildAll, install, pnpm } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${chromium} is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  console.log('Installing Chromium from Debian packages for the browser tests...');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** @param {string} title @param {() => void} run */
function step(title, run) {
  const began = Date.now();
  console.log(`\n=== ${title}`);
  run();
  console.log(`=== ${title}: passed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

const began = Date.now();
try {
  step('install', install);
  step('browser', ensureChromium);
  step('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
  step('types', () => pnpm(['--recursive', '--workspace-concurrency=2', '--reporter-hide-prefix', 'run', 'typecheck']));
  step('unit tests', () =>
    pnpm(['--recursive', '--workspace-concurrency=1', '--filter', '!@storefront/e2e', '--reporter-hide-prefix', 'run', 'test', '--ci']),
  );
  step('production build', buildAll);
  step('end-to-end tests', () => pnpm(['--filter', '@storefront/e2e', 'run', 'test']));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`\nAll tests passed in ${((Date.now() - began) / 1000).toFixed(0)} s.`);
