import type { APIRequestContext } from '@playwright/test';
import { putMealInCart } from '../support/cart';
import { editPost } from '../support/cms';
import { signedInCustomer } from '../support/customer';
import { decodeHtml, jsonLdOf, metaContent, textOf, titleOf } from '../support/page-head';
import { expect, test } from '../support/stack-fixture';

interface Meal {
  uuid: string;
  name: string;
  price: number;
}

async function firstMeal(request: APIRequestContext): Promise<Meal> {
  const body = (await (await request.get('/api/products')).json()) as { data: { products: Meal[] } };
  const meal = body.data.products[0];
  if (!meal) throw new Error('the catalogue is empty');
  return meal;
}

async function firstPost(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const body = (await (await request.get('/api/blog?page=1')).json()) as { data: Array<{ slug: string; title: string }> };
  const post = body.data[0];
  if (!post) throw new Error('the blog is empty');
  return post;
}

test('pages arrive rendered, with their own title, link previews and structured data, to a client that runs no script', async ({ request }) => {
  const meal = await firstMeal(request);
  const post = await firstPost(request);
  const pages = [
    { path: '/', title: 'Zambian flavours, delivered to your door | ZamEats', text: 'Explore the restaurants near you' },
    { path: '/menu', title: 'Menu | ZamEats', text: meal.name },
    { path: `/food/${meal.uuid}`, title: `${meal.name} | ZamEats`, text: `Amount: ZK ${meal.price.toFixed(2)}` },
    { path: `/blog/${post.slug}`, title: `${post.title} | ZamEats`, text: post.title },
    { path: '/about', title: 'About Us | ZamEats', text: 'About ZamEats' },
    { path: '/careers', title: 'Careers | ZamEats', text: 'Join Our Team' },
  ];
  for (const { path, title, text } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['server-timing'], path).toMatch(/^page;desc="rendered";dur=/);
    const html = await response.text();
    expect(titleOf(html), path).toBe(title);
    expect(metaContent(html, 'og:title'), path).toBe(title.replace(/ \| ZamEats$/, ''));
    expect(metaContent(html, 'og:url'), path).toMatch(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
    expect(textOf(html), path).toContain(text);
  }

  const mealHtml = await (await request.get(`/food/${meal.uuid}`)).text();
  expect(metaContent(mealHtml, 'og:image')).toMatch(/^https?:\/\/.+/);
  expect(jsonLdOf(mealHtml)).toMatchObject({ '@type': 'Product', name: meal.name, offers: { '@type': 'Offer', price: meal.price.toFixed(2), priceCurrency: 'ZMW' } });
  const postHtml = await (await request.get(`/blog/${post.slug}`)).text();
  expect(jsonLdOf(postHtml)).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  expect(jsonLdOf(await (await request.get('/')).text())).toMatchObject({ '@type': 'Organization', name: 'ZamEats' });
});

test('odd addresses get the not-found page or a refusal, never a server error', async ({ request }) => {
  for (const path of ['/no-such-page', '/food/no-such-meal', '/blog/no-such-post', '/food/..%2F..%2Fetc%2Fpasswd', '/food/%2e%2e', `/menu?q=${'x'.repeat(10_000)}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    // No stack trace: a frame names a file, a line and a column.
    expect(await response.text(), path).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
  }
  const missingMeal = await request.get('/food/no-such-meal');
  expect(missingMeal.status()).toBe(404);
  expect(titleOf(await missingMeal.text())).toBe('Page not found | ZamEats');
  expect(titleOf(await (await request.get('/no-such-page')).text())).toBe('Page not found | ZamEats');
});

test('the sitemap lists the catalogue, the posts and the openings; robots keep crawlers out of the account area', async ({ request }) => {
  const meal = await firstMeal(request);
  const post = await firstPost(request);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(decodeHtml(url ?? '')).pathname + new URL(decodeHtml(url ?? '')).search);
  for (const path of ['/', '/menu', `/food/${meal.uuid}`, '/blog', `/blog/${post.slug}`, '/careers', '/catering/1']) expect(locations).toContain(path);
  expect(locations.some((path) => path.startsWith('/apply?position='))).toBe(true);
  expect(locations.filter((path) => /^\/(user|auth)\/|^\/cart$|^\/goodbye$/.test(path))).toEqual([]);

  const robots = await (await request.get('/robots.txt')).text();
  for (const rule of ['Disallow: /user/', 'Disallow: /auth/login', 'Disallow: /cart']) expect(robots).toContain(rule);
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect((await request.get('/favicon.svg')).ok()).toBe(true);
  expect(await (await request.get('/manifest.webmanifest')).json()).toMatchObject({ short_name: 'ZamEats', start_url: '/' });
});

test('every public page hydrates with no error, for a visitor and for a signed-in customer with a cart', async ({ page, baseURL, request }) => {
  const meal = await firstMeal(request);
  const post = await firstPost(request);
  const paths = ['/', '/menu', `/food/${meal.uuid}`, '/catering', '/catering/1', '/blog', `/blog/${post.slug}`, '/about', '/faq', '/contact', '/privacy'];
  paths.push('/user-app', '/merchant-app', '/rider-app', '/careers', '/apply', '/support', '/rider/register', '/auth/login', '/auth/register');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  expect(problems).toEqual([]);

  await signedInCustomer(page, String(baseURL));
  await putMealInCart(page);
  for (const path of paths.slice(0, 8)) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("the server's page is hydrated in place, never drawn again, with no preload of its app's scripts", async ({ page, request }) => {
  const meal = await firstMeal(request);
  const post = await firstPost(request);
  // A page drawn again would show its placeholder in place of the server's, then paint its pictures a second time.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedPages: removed });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof HTMLElement && node.tagName === 'MAIN') removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/menu', `/food/${meal.uuid}`, '/blog', `/blog/${post.slug}`, '/about', '/careers']) {
    const response = await page.goto(path);
    expect(response?.headers().link, path).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedPages: string[] }).removedPages), path).toEqual([]);
  }
});

test('with scripts off, the home page, the menu, a meal, the blog, a post, careers and the content pages read, and their links work', async ({ browser, baseURL, request }) => {
  const meal = await firstMeal(request);
  const post = await firstPost(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();

  // The footer's links are another area's (the content's), read by the server with the page.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About ZamEats' })).toBeVisible();

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await page.getByRole('article', { name: meal.name }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/food/${meal.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: meal.name })).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator('article p').first()).not.toBeEmpty();

  await page.goto('/careers');
  await expect(page.getByRole('link', { name: /^Apply Now for / }).first()).toBeVisible();
  const contentPages: Array<[string, string]> = [
    ['/about', 'About ZamEats'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/catering', 'Elevate Your Next Event'],
  ];
  for (const [path, heading] of contentPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await context.close();
});

test('CMS text holding markup stays text: a post whose title and body carry scripts runs none of them', async ({ page, request, stack }) => {
  const post = await firstPost(request);
  const hostile = '</script><script>window.__hostile = 1</script><!--';
  const restore = await editPost(stack.dataDir, post.slug, {
    title: `Munkoyo ${hostile}`,
    excerpt: `"quoted" ${hostile}`,
    content_html: '<p>Read on.</p><img src="x" onerror="window.__hostile = 2"><script>window.__hostile = 3</script>',
  });
  try {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).not.toContain('<script>window.__hostile');
    expect(titleOf(html)).toBe(`Munkoyo ${hostile} | ZamEats`);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Munkoyo ${hostile}`);
    await expect(page.getByText('Read on.')).toBeVisible();
    expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
  } finally {
    await restore();
  }
});
