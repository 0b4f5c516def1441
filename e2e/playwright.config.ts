import { defineConfig } from '@playwright/test';
import { baseConfig } from './support/playwright-base';
import { E2E_PORT_OFFSET } from './support/stack-fixture';

/**
 * End-to-end tests against the production build: the worker starts the whole stack on its own
 * ports (so a running `npm start` is never disturbed) and stops it afterwards. One worker, because
 * some journeys stop and start services.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: { ...baseConfig.use, baseURL: `http://localhost:${3000 + E2E_PORT_OFFSET}` },
});
