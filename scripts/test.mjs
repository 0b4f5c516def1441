// @ts-check
/**
 * `npm test`: everything a change must pass, on a fresh machine too. Installs the dependencies
 * (and Debian's Chromium when it is missing and we run as root), then lint, types, unit tests,
 * production builds, the end-to-end tests against those builds, and the release matrix (hosts and
 * remotes built at different versions of the contract and the libraries, composed together).
 */
import { ensureChromium } from './chromium.mjs';
import { runReleaseMatrix } from './release-matrix/run.mjs';
import { buildAll, install, pnpm } from './pnpm.mjs';
import { step } from './step.mjs';
import { printPlatformSize } from './checks/platform-size.mjs';

const began = Date.now();
try {
  await step('install', install);
  await step('browser', ensureChromium);
  await step('platform size', () => printPlatformSize());
  await step('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
  await step('types', () => pnpm(['--recursive', '--workspace-concurrency=2', '--reporter-hide-prefix', 'run', 'typecheck']));
  await step('unit tests', () =>
    pnpm(['--recursive', '--workspace-concurrency=1', '--filter', '!@storefront/e2e', '--reporter-hide-prefix', 'run', 'test', '--ci']),
  );
  await step('production build', buildAll);
  // Server rendering through federation needs the production builds of the host and the shop.
  await step('server rendering', () => pnpm(['--filter', '@storefront/host', 'run', 'test:ssr', '--ci']));
  await step('end-to-end tests', () => pnpm(['--filter', '@storefront/e2e', 'run', 'test']));
  await step('release matrix', runReleaseMatrix);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`\nAll tests passed in ${((Date.now() - began) / 1000).toFixed(0)} s.`);
