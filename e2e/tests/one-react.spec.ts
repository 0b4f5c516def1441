import { reactRenderers } from '../support/react-renderers';
import { expect, test } from '../support/stack-fixture';

test('the host and all four remotes run on one copy of React', async ({ page }) => {
  const renderers = await reactRenderers(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the restaurants near you' })).toBeVisible();
  for (const [link, heading] of [
    ['Menu', 'Menu'],
    ['Contact', 'Contact Us'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  const versions = await renderers();
  expect(versions).toHaveLength(1);
});
