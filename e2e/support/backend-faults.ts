import { expect, type APIRequestContext } from '@playwright/test';
import { pageCacheExpired } from './page-cache';

export type BackendFault = { mode: 'off' } | { mode: 'down' | 'slow' | 'malformed'; delayMs?: number; paths?: string[] };

/**
 * Flips the API's fault switch (FAULT_INJECTION=on in the test stack): every API answer, or only
 * those under `paths`, fails in one way, for the host's server and the browser alike. Answers once
 * no page rendered before the switch is served any more.
 */
export async function setBackendFault(request: APIRequestContext, fault: BackendFault): Promise<void> {
  const answer = await request.put('/api/sandbox/faults', { data: fault });
  expect(answer.ok()).toBe(true);
  await pageCacheExpired();
}
