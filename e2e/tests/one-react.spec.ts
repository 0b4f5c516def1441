import { expect, test } from '../support/stack-fixture';

test('the host and all four remotes run on one copy of React', async ({ page }) => {
  // Every copy of react-dom registers itself with the DevTools hook when it loads; count them.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });

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

  const versions = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((renderer) => renderer.version);
  });
  expect(versions).toHaveLength(1);
});
