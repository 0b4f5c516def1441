import { expect, test } from '@playwright/test';
import { PROJECT, SERVICES, compose, containers, docker, engineFromEnvironment, waitUntilHealthy } from '../../scripts/compose/composition.mjs';
import { newCustomer, registerCustomer, signInThroughPage } from '../support/customer';
import { placeOrder } from '../support/site-tour';

/**
 * The api's SQLite database lives on the named volume `api-data`: `docker-compose down` without
 * `--volumes` removes the containers and the network, not the data, and the next `up` finds the
 * customers and their orders where they were.
 */
test('a paid order and its customer are still there after docker-compose down and up', async ({ page, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const engine = engineFromEnvironment();
  const base = baseURL ?? '';
  const customer = newCustomer();
  await registerCustomer(page.request, base, customer);
  const login = await page.request.post(`${base}/api/login`, { data: { email: customer.email, password: customer.password, role: 'customer' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const order = await placeOrder(page.request, base, token);
  const initiated = await page.request.post(`${base}/api/payment/${order}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
  });
  const { payment_link: link } = (await initiated.json()) as { payment_link: string };
  expect((await page.request.post(`${link}/pay`, { form: {} })).ok()).toBe(true);

  compose(engine, ['down'], { capture: true });
  expect(containers(engine).size).toBe(0);
  const volumes = docker(engine, ['volume', 'ls', '--quiet', '--filter', `label=com.docker.compose.project=${PROJECT}`]).stdout.split('\n').filter(Boolean);
  expect(volumes).toEqual([`${PROJECT}_api-data`]);

  compose(engine, ['up', '--detach', '--no-build'], { capture: true });
  await waitUntilHealthy(engine, SERVICES);

  await signInThroughPage(page, customer.email, customer.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await page.goto(`/user/orders/${order}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.slice(0, 6).toUpperCase()}` })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
