import { expect, test } from '@playwright/test';
import { engineFromEnvironment, waitUntilHealthy } from '../../scripts/compose/composition.mjs';
import { SCALED, composeScaled } from '../../scripts/compose/scaled-composition.mjs';
import { checkOutToOrderPage, payInSandbox } from '../support/cart';
import { ordersOf, signedInCustomer } from '../support/customer';
import { drawerWithFirstMeal } from '../support/site-tour';

/**
 * docker-compose.scale.yml: two api and two host replicas behind nginx, on PostgreSQL. A replica
 * stopped half-way through a customer's journey (a release, a crash) loses nothing: the session,
 * the cart, the order and its payment are in the database, and the proxy sends every request to
 * the replicas that answer.
 */

async function stop(services: string[]) {
  composeScaled(engineFromEnvironment(), ['stop', '--timeout', '10', ...services], { capture: true });
}

async function start(services: string[]) {
  const engine = engineFromEnvironment();
  composeScaled(engine, ['start', ...services], { capture: true });
  await waitUntilHealthy(engine, services, { target: SCALED });
}

test('replicas stopped half-way through a checkout lose no session, order or payment', async ({ page, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const { token } = await signedInCustomer(page, baseURL ?? '');
  const drawer = await drawerWithFirstMeal(page);
  await drawer.getByRole('button', { name: 'Pickup' }).click();
  await expect(drawer.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');

  // One api and one host go away with the cart filled and the customer signed in.
  await stop(['api-1', 'host-1']);
  const { orderUrl, payment } = await checkOutToOrderPage(page, drawer);
  await payInSandbox(payment, orderUrl);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });

  // They come back, and the other two go: the same customer, order and payment, served by them.
  await start(['api-1', 'host-1']);
  await stop(['api-2', 'host-2']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{6}$/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const listed = await ordersOf(page.request, baseURL ?? '', token);
  expect(listed.map((order) => ({ uuid: order.uuid, payment_status: order.payment_status }))).toEqual([
    { uuid: orderUrl.split('/').at(-1), payment_status: 'paid' },
  ]);
  await start(['api-2', 'host-2']);
});
