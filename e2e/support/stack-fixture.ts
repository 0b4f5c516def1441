import { test as base, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/run-stack.mjs';
import { TEST_RATE_LIMIT_PER_MINUTE } from '../../scripts/stack.mjs';

/** Ports of the services plus this (10000 unless E2E_PORT_OFFSET says otherwise, for two checkouts side by side). */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10000);

type Stack = Awaited<ReturnType<typeof startStack>>;

/** The running storefront, started once per worker on its own ports with a fresh database. */
export const test = base.extend<object, { stack: Stack }>({
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
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
