import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/** Every page of every area, signed in, so the account pages render rather than redirect. */
const paths = [
  '/', '/about', '/faq', '/blog', '/contact', '/privacy', '/user-app', '/merchant-app', '/rider-app',
  '/menu', '/cart', '/catering', '/catering/1',
  '/user/dashboard', '/user/address', '/user/profile',
  '/careers', '/apply', '/support', '/no-such-page',
];

test('every page works under the Content-Security-Policy, which allows only the stack\'s own origins', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await signedInCustomer(page, String(baseURL));
  const products = (await (await page.request.get('/api/products')).json()) as { data: { products: Array<{ uuid: string }> } };
  const posts = (await (await page.request.get('/api/blog')).json()) as { data: Array<{ slug: string }> };

  for (const path of [...paths, `/food/${products.data.products[0]?.uuid}`, `/blog/${posts.data[0]?.slug}`]) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("script-src 'self' http://localhost:");
    expect(policy, path).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // Below-the-fold sections and pictures load too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});
