// @ts-check
const path = require('node:path');
const preset = require('../../shared/platform/jest-preset.cjs');

/**
 * The server-rendering tests that need production builds (`pnpm run build` of the host and the
 * shop first): run with `pnpm --filter @storefront/host run test:ssr`, after the builds; the
 * host's unit tests (jest.config.cjs) leave them out.
 */
/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: path.join(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/ssr/**/*.node.test.ts'],
};
