import { E2E_PORT_OFFSET, expect, test } from '../support/stack-fixture';

const CAREERS_ORIGIN = new RegExp(`^http://localhost:${3004 + E2E_PORT_OFFSET}/`);

test('a remote whose page throws while rendering shows the fallback, and nothing else breaks', async ({ page }) => {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  // The careers remote's entry and routes load as built; every other file of it (the pages) is
  // served with each of its modules replaced by one that throws when React renders the page.
  await page.route(CAREERS_ORIGIN, async (route) => {
    const url = route.request().url();
    if (!url.endsWith('.js') || /remoteEntry\.js$|__federation_expose_/.test(url)) return route.continue();
    const original = await (await route.fetch()).text();
    const breakEveryModule =
      '(function(){var q=self.webpackChunkcareers=self.webpackChunkcareers||[];var push=q.push;' +
      'q.push=function(chunk){q.push=push;for(var id in chunk[1]){chunk[1][id]=function(){throw new Error("careers page broke")}}return push.call(q,chunk)}})();';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: breakEveryModule + original });
  });

  await page.goto('/careers');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText("Sorry, we couldn't load this page right now.", { timeout: 15_000 });
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('a remote built against an incompatible contract is refused with a clear message in place of its pages', async ({ page }) => {
  // The shop's manifest as if it had been built with contract 9.0.0.
  await page.route(/\/mf-manifest\.json$/, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { name: string; shared: Array<{ name: string; version: string; requiredVersion: string }> };
    if (manifest.name === 'shop') {
      for (const entry of manifest.shared) {
        if (entry.name === '@storefront/contract') Object.assign(entry, { version: '9.0.0', requiredVersion: '^9.0.0' });
      }
    }
    return route.fulfill({ response, json: manifest });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('remote was refused')) refusals.push(message.text());
  });

  await page.goto('/menu');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText("Sorry, this page isn't available right now: it is being updated.", {
    timeout: 15_000,
  });
  expect(refusals.join('\n')).toContain('The shop remote was refused: it needs @storefront/contract ^9.0.0');
  // Every other area works.
  await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
