import type { Page } from '@playwright/test';
import { waitUntilInteractive } from '../support/interactive';
import { realIds, routesFor, withIds } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

interface FederationView {
  instances: string[];
  hostRemotes: string[];
  loadedRemotes: string[];
  runtimeCoreFrom: string | null;
  reactVersionsLoaded: string[];
}

/** What Module Federation's runtime on the page says about it (the runtime's own global, as its devtools read it). */
function federationView(page: Page): Promise<FederationView | null> {
  return page.evaluate(() => {
    type Instance = {
      name: string;
      options: { remotes: Array<{ name: string }> };
      moduleCache: Map<string, unknown>;
      shareScopeMap: Record<string, Record<string, Record<string, { loaded?: unknown }>>>;
    };
    const global = globalThis as unknown as {
      __FEDERATION__?: { __INSTANCES__: Instance[] };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
    };
    const federation = global.__FEDERATION__;
    if (!federation) return null;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
      hostRemotes: (host?.options.remotes ?? []).map((remote) => remote.name).sort(),
      loadedRemotes: [...(host?.moduleCache.keys() ?? [])].sort(),
      runtimeCoreFrom: global._FEDERATION_RUNTIME_CORE_FROM?.name ?? null,
      reactVersionsLoaded: Object.entries(host?.shareScopeMap['default']?.['react'] ?? {})
        .filter(([, entry]) => entry.loaded)
        .map(([version]) => version),
    };
  });
}

test("every page runs on Module Federation's runtime, one core of it, provided by the host", async ({ page, baseURL }) => {
  test.slow();
  const ids = await realIds(page.request, baseURL ?? '');
  for (const route of routesFor(false)) {
    const path = withIds(route, ids);
    await page.goto(path);
    await waitUntilInteractive(page);
    const view = await federationView(page);
    expect(view, path).not.toBeNull();
    expect.soft(view?.hostRemotes, path).toEqual(['account', 'careers', 'content', 'shop']);
    // Every remote that the page loaded runs on the host's core: no instance brings its own.
    expect.soft(view?.runtimeCoreFrom, path).toBe('host');
    expect.soft(view?.instances.every((name) => ['host', 'account', 'careers', 'content', 'shop'].includes(name)), path).toBe(true);
    // A remote's page loads its remote; the host's own page (not found) loads none: its footer is the server's HTML.
    if (route === '/no-such-page') expect.soft(view?.loadedRemotes, path).toEqual([]);
    else expect.soft(view?.loadedRemotes.length, path).toBeGreaterThan(0);
    expect.soft(view?.reactVersionsLoaded, path).toHaveLength(1);
  }
});
