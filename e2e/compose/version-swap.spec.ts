import { expect, test } from '@playwright/test';
import { RELEASE_TAG, SERVICES, TAG, compose, containers, engineFromEnvironment, waitUntilHealthy } from '../../scripts/compose/composition.mjs';
import type { ContainerState } from '../../scripts/compose/composition.mjs';
import { waitUntilInteractive } from '../support/interactive';
import { RELEASED_MENU_HEADING, buildShopRelease } from './support/shop-release';

/**
 * Composing versions: the operator swaps one remote's release in by its image tag,
 * `SHOP_TAG=<release> docker-compose up -d shop`, and back the same way. The customer's next page
 * load gets the release; no other container is rebuilt, replaced or restarted.
 */

const others = SERVICES.filter((service) => service !== 'shop');

function expectUntouched(before: Map<string, ContainerState>, after: Map<string, ContainerState>, services: string[]) {
  for (const service of services) {
    const [was, is] = [before.get(service), after.get(service)];
    expect(is, `${service} is still running`).toBeDefined();
    expect({ service, id: is?.id, startedAt: is?.startedAt, image: is?.image }).toEqual({
      service,
      id: was?.id,
      startedAt: was?.startedAt,
      image: was?.image,
    });
  }
}

async function swapShopTo(tag: string) {
  const engine = engineFromEnvironment();
  compose(engine, ['up', '--detach', 'shop'], { variables: { SHOP_TAG: tag }, capture: true });
  await waitUntilHealthy(engine, ['shop']);
}

test('a release of the shop is swapped in by its tag alone, and rolled back the same way', async ({ page }) => {
  // Building the release takes a minute or two on a small machine.
  test.setTimeout(10 * 60_000);
  const engine = engineFromEnvironment();
  const menuHeading = page.getByRole('heading', { level: 1 });
  const started = containers(engine);
  expect([...started.keys()].sort()).toEqual([...SERVICES].sort());

  buildShopRelease(engine);
  expectUntouched(started, containers(engine), SERVICES);
  await page.goto('/menu');
  await waitUntilInteractive(page);
  await expect(menuHeading).toHaveText('Menu');

  await swapShopTo(RELEASE_TAG);
  const swapped = containers(engine);
  expect(swapped.get('shop')?.image).toBe(`storefront/shop:${RELEASE_TAG}`);
  expect(swapped.get('shop')?.id).not.toBe(started.get('shop')?.id);
  expectUntouched(started, swapped, others);
  // The host's server notices a new manifest at the same address within seconds (its next pages
  // are rendered by the release), and the browser loads the release's code from the first page.
  await expect(async () => {
    await page.reload();
    await waitUntilInteractive(page);
    await expect(menuHeading).toHaveText(RELEASED_MENU_HEADING, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // The release's widgets work in the host's frame as before: the cart drawer opens from its slot.
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await swapShopTo(TAG);
  const rolledBack = containers(engine);
  expect(rolledBack.get('shop')?.image).toBe(`storefront/shop:${TAG}`);
  expectUntouched(started, rolledBack, others);
  await expect(async () => {
    await page.reload();
    await waitUntilInteractive(page);
    await expect(menuHeading).toHaveText('Menu', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
