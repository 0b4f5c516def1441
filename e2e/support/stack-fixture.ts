import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/run-stack.mjs';
import { waitUntilInteractive } from './interactive';
import { PAGE_CACHE_MS } from './page-cache';
import { TEST_RATE_LIMIT_PER_MINUTE } from '../../scripts/stack.mjs';
import { E2E_PORT_OFFSET as DEFAULT_OFFSET } from '../../scripts/test-ports.mjs';

/** Ports of the services plus this (the end-to-end tests' share of the test ports, unless E2E_PORT_OFFSET says otherwise, for two checkouts side by side). */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? DEFAULT_OFFSET);

/** The running stack, and the folder of its backend's data (its database). */
type Stack = Awaited<ReturnType<typeof startStack>> & { dataDir: string };

/** The running storefront, started once per worker on its own ports with a fresh database. */
export const test = base.extend<{ page: Page }, { stack: Stack }>({
  // Opening or reloading a page waits until it responds (waitUntilInteractive).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilInteractive(page);
      return response;
    };
    await provide(page);
  },
  stack: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
      const stack = await startStack({
        portOffset: E2E_PORT_OFFSET,
        dataDir,
        quiet: true,
        statusStepMs: 1500,
        rateLimitPerMinute: TEST_RATE_LIMIT_PER_MINUTE,
        // The api's fault switch exists (backend-faults.spec.ts flips it); it does nothing until flipped.
        faultInjection: true,
        // Empty until a test releases a remote while the host runs (server-releases.spec.ts).
        runtimeConfigFile: path.join(dataDir, 'host-config.json'),
        pageCacheMs: PAGE_CACHE_MS,
        // The host's server notices a release at the same address only after this long, so a test
        // can load a page rendered with the release before (server-releases.spec.ts).
        manifestCheckMs: 60_000,
        // Long enough to approve a prompt, short enough to watch one expire (mobile-money.spec.ts).
        mobileMoneyPromptSeconds: 25,
      });
      try {
        await use(Object.assign(stack, { dataDir }));
      } finally {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
