import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { added, addedPage, matrixServices, versions, type MatrixCase } from '../../scripts/release-matrix/variants.mjs';
import { startStack } from '../../scripts/run-stack.mjs';
import { RELEASE_MATRIX_PORT_OFFSET } from '../../scripts/test-ports.mjs';
import { waitUntilInteractive } from '../support/interactive';
import { reactRenderers } from '../support/react-renderers';

/** Ports of the matrix's services plus this (28000-29004, apart from the other test stacks). */
const PORT_OFFSET = Number(process.env.RELEASE_MATRIX_PORT_OFFSET ?? RELEASE_MATRIX_PORT_OFFSET);

const UPDATING = "Sorry, this page isn't available right now: it is being updated.";

/** Every case of the matrix running at once, each host with the shop its configuration names. */
const test = base.extend<object, { hosts: Record<MatrixCase, string> }>({
  hosts: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-matrix-'));
      const { services, hosts } = matrixServices({ portOffset: PORT_OFFSET, dataDir });
      const stack = await startStack({ services, quiet: true });
      try {
        await use(hosts);
      } finally {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

/** The versions of a shared library the page has loaded, from the host's share scope on the federation runtime's global. */
function loadedVersions(page: Page, library: string) {
  return page.evaluate((name) => {
    type Scope = Record<string, Record<string, { loaded?: unknown }>>;
    type Instance = { name: string; shareScopeMap: Record<string, Scope> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    return Object.entries(host?.shareScopeMap.default?.[name] ?? {})
      .filter(([, entry]) => entry.loaded)
      .map(([version]) => version)
      .sort();
  }, library);
}

test('a shop released against the next minor contract runs on a host that has it', async ({ page, hosts }) => {
  const open = async (which: MatrixCase, pathname: string) => {
    await page.goto(`${hosts[which]}${pathname}`);
    await waitUntilInteractive(page);
  };
  await open('next-contract host, shop needing it', '/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByText(added.contract.text)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('the same shop is refused before any of its code runs on a host without that minor, and the rest of the site works', async ({ page, hosts }) => {
  const open = async (which: MatrixCase, pathname: string) => {
    await page.goto(`${hosts[which]}${pathname}`);
    await waitUntilInteractive(page);
  };
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  await open('workspace host, shop needing the next contract', '/menu');
  await expect(page.getByText(UPDATING)).toBeVisible();
  await expect(page.getByText(added.contract.text)).toHaveCount(0);
  expect(refusals.join('\n')).toContain(
    `The shop remote was refused: it needs @storefront/contract ^${versions.contract.next}, the host has ${versions.contract.workspace}`,
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await open('workspace host, shop needing the next contract', '/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
});

test('a host released with the next minor serves every area with the remotes built against the previous one', async ({ page, hosts }) => {
  const open = async (which: MatrixCase, pathname: string) => {
    await page.goto(`${hosts[which]}${pathname}`);
    await waitUntilInteractive(page);
  };
  await open('next-contract host, workspace shop', '/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  for (const [pathname, heading] of [
    ['/', 'Explore the restaurants near you'],
    ['/auth/login', 'Welcome back'],
    ['/careers', 'Join Our Team'],
  ] as const) {
    await open('next-contract host, workspace shop', pathname);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(UPDATING)).toHaveCount(0);
  }
});

test('a shop that brings a newer UI kit and API client runs with its own copies, on the page’s one React, router and store', async ({ page, hosts }) => {
  const open = async (which: MatrixCase, pathname: string) => {
    await page.goto(`${hosts[which]}${pathname}`);
    await waitUntilInteractive(page);
  };
  const reactCopies = await reactRenderers(page);
  await open('workspace host, shop with the next kit', '/menu');
  await expect(page.getByText(added.ui.text)).toBeVisible();
  await expect(page.getByText(added.apiClient.text)).toBeVisible();

  // Both versions of each library run side by side: the host's and the shop's own.
  expect(await loadedVersions(page, '@storefront/ui')).toEqual([versions.ui.workspace, versions.ui.next]);
  expect(await loadedVersions(page, '@storefront/api-client')).toEqual([versions['api-client'].workspace, versions['api-client'].next]);
  expect(await loadedVersions(page, '@storefront/contract')).toEqual([versions.contract.workspace]);
  expect((await reactCopies()).length).toBe(1);

  // The shop's add goes into the one store: the host's header counts it.
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A link of the shop's own kit moves the page's one router: no document load, the cart kept.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: added.ui.text }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a shop built against the next major contract is refused before any of its code runs, and the rest of the site works', async ({ page, hosts }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  await page.goto(`${hosts['workspace host, shop needing the next major contract']}/menu`);
  await waitUntilInteractive(page);
  await expect(page.getByText(UPDATING)).toBeVisible();
  expect(refusals.join('\n')).toContain(
    `The shop remote was refused: it needs @storefront/contract ^${versions.contract.nextMajor}, the host has ${versions.contract.workspace}`,
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('a page a shop release adds at a new path is served by the unchanged host: rendered by its server, and reached by a link without a document load', async ({ page, hosts, request }) => {
  const host = hosts['workspace host, shop adding a page'];
  const rendered = await request.get(`${host}${addedPage.path}`);
  expect(rendered.status()).toBe(200);
  expect(await rendered.text()).toContain(`>${addedPage.heading}</h1>`);
  // The same host build with the workspace's shop has no such page.
  expect((await request.get(`${hosts['workspace host, shop with the next kit']}${addedPage.path}`)).status()).toBe(404);

  await page.goto(`${host}/menu`);
  await waitUntilInteractive(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: addedPage.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: addedPage.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${addedPage.heading} \\|`));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
