import { defineConfig } from '@playwright/test';
import { baseConfig } from '../support/playwright-base';

/**
 * The release matrix: hosts and shops built at different versions of the contract and the
 * libraries (scripts/release-matrix/variants.mjs builds them first), composed on their own ports.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/release-matrix',
});
