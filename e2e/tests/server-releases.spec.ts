import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/pnpm.mjs';
import { buildRemoteServer } from '../../shared/platform/serve-remote.mjs';
import { RELEASE_PORTS } from '../../scripts/test-ports.mjs';
import { textOf } from '../support/page-head';
import { E2E_PORT_OFFSET, expect, test } from '../support/stack-fixture';

const shopDist = path.join(repoRoot, 'remote-shop', 'dist');
/**
 * Each test's release is served on a port of its own: a new address is a new configuration, which
 * the host's server takes on its next page, whereas a new build at an address it knows is noticed
 * only after MANIFEST_CHECK_MS (a minute in the end-to-end stack).
 */
const NEW_HEADING = 'Menu of the new release';

/** The menu's heading in a build's files, as webpack wrote it in the browser build and the server build. */
const HEADINGS = [/children:"Menu"/g, /children: "Menu"/g];

/** Every script under `dir` whose text holds the menu's heading, with it changed. */
function renameMenu(dir: string): void {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const changed = HEADINGS.reduce((result, heading) => result.replace(heading, (found) => found.replace('"Menu"', JSON.stringify(NEW_HEADING))), text);
    if (changed !== text) writeFileSync(full, changed);
  }
}

/** A copy of the shop's build, changed as a release of it would be, with only plain files (no .br/.gz of old texts). */
function shopRelease(change: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-release-'));
  cpSync(shopDist, dir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  change(dir);
  return dir;
}

/** The shop's build as it was before server builds: its manifest names none. */
function withoutServerBuild(dir: string): void {
  rmSync(path.join(dir, 'server'), { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
  delete manifest.metaData.ssrRemoteEntry;
  writeFileSync(file, JSON.stringify(manifest));
}

test.describe('a remote released while the host runs', () => {
  let release: { dir: string; server: Awaited<ReturnType<typeof buildRemoteServer>> } | undefined;
  let configFile: string;

  test.beforeEach(({ stack }) => {
    configFile = path.join(stack.dataDir, 'host-config.json');
  });

  test.afterEach(async () => {
    // Back to the shop of the environment, for the tests that follow.
    writeFileSync(configFile, '{}');
    await release?.server.close();
    if (release) rmSync(release.dir, { recursive: true, force: true });
    release = undefined;
  });

  /** Serves `dir` as the shop's release on `port` (one of RELEASE_PORTS) and names it in the host's configuration file. */
  async function releaseShop(dir: string, basePort: number): Promise<number> {
    const port = basePort + E2E_PORT_OFFSET;
    const server = await buildRemoteServer({ root: dir });
    await server.listen({ host: '127.0.0.1', port });
    release = { dir, server };
    writeFileSync(
      configFile,
      JSON.stringify({
        SHOP_MANIFEST_URL: `http://localhost:${port}/mf-manifest.json`,
        SHOP_SERVER_MANIFEST_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
      }),
    );
    return port;
  }

  test('is rendered by the server from its new manifest URL on the next pages, and hydrates', async ({ page, request }) => {
    await releaseShop(shopRelease(renameMenu), RELEASE_PORTS.renamed);
    await expect.poll(async () => textOf(await (await request.get('/menu')).text()), { timeout: 10_000 }).toContain(NEW_HEADING);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    expect(problems).toEqual([]);

    writeFileSync(configFile, '{}');
    await expect.poll(async () => textOf(await (await request.get('/menu')).text()), { timeout: 10_000 }).not.toContain(NEW_HEADING);
  });

  test('released again at its address before the server notices, its page is rendered afresh by the browser with the new code, not hydrated over the old', async ({ page, request }) => {
    const dir = shopRelease(() => undefined);
    const port = await releaseShop(dir, RELEASE_PORTS.sameAddress);
    const releaseManifest = `localhost:${port}/mf-manifest.json`;
    await expect.poll(async () => (await (await request.get('/menu')).text()).includes(releaseManifest), { timeout: 10_000 }).toBe(true);
    // Every worker of the new configuration has loaded the shop's code as it started (its warm-up).
    await expect.poll(async () => textOf(await (await request.get('/menu?warm')).text()), { timeout: 10_000 }).toContain('Add to Cart');

    // A new build behind the same address: its code, and its manifest (a release's names its new files).
    renameMenu(dir);
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: Record<string, string> } };
    manifest.metaData.buildInfo.buildVersion = 'a release at the same address';
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto('/menu?after-release');
    // The server has not read the manifests again yet: its page is the release before.
    const served = textOf((await response?.text()) ?? '');
    expect(served).toContain('Add to Cart');
    expect(served).not.toContain(NEW_HEADING);
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('without a server build, arrives as the layout with its placeholder, and the browser renders the page', async ({ page, request }) => {
    await releaseShop(shopRelease(withoutServerBuild), RELEASE_PORTS.withoutServerBuild);
    await expect
      .poll(async () => {
        const html = await (await request.get('/menu')).text();
        return html.includes('"leftToBrowser":["not-found"]');
      }, { timeout: 10_000 })
      .toBe(true);
    const html = textOf(await (await request.get('/menu')).text());
    expect(html).toContain('ZamEats');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Add to Cart');

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
