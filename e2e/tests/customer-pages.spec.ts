import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newCustomer, registerCustomer, signInThroughPage, type Customer } from '../support/customer';
import { drawerWithFirstMeal } from '../support/site-tour';
import { expect, test } from '../support/stack-fixture';

/** The customer a page was rendered for, as the server handed it to the browser with the page. */
function customerInPage(html: string): { session?: { user: { email: string } } | null; cart: { lines: Array<{ id: string; quantity: number }> } | null } {
  const boot = /<script type="application\/json" id="storefront-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) throw new Error('the page carries no boot data');
  return (JSON.parse(boot) as { customer: ReturnType<typeof customerInPage> }).customer;
}

/** The page as a client that runs no script gets it, with the context's cookies. */
async function pageHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] ?? '' };
}

async function signedInWithMeals(context: BrowserContext, baseURL: string, customer: Customer, meals: number) {
  const page = await context.newPage();
  await registerCustomer(page.request, baseURL, customer);
  await signInThroughPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  const drawer = await drawerWithFirstMeal(page);
  for (let more = 1; more < meals; more += 1) await drawer.getByRole('button', { name: /Increase/ }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: `Cart, ${meals} ${meals === 1 ? 'item' : 'items'}` })).toBeVisible();
  return page;
}

test('the session is an HttpOnly cookie, and the header arrives with the customer and their cart from the first byte', async ({ context, baseURL }) => {
  const customer = newCustomer();
  const page = await signedInWithMeals(context, baseURL ?? '', customer, 3);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookies.find((cookie) => cookie.name === 'cart')).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
  // No script can read the token: the page's copy of the session holds the customer alone.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toContain(session?.value ?? 'no token');

  const { html, cacheControl } = await pageHtml(page.request, '/menu');
  expect(cacheControl).toBe('private, no-store');
  expect(html).toContain('aria-label="Cart, 3 items"');
  expect(customerInPage(html).session?.user.email).toBe(customer.email);
  expect(html).not.toContain(session?.value ?? 'no token');

  // Opened afresh, the page hydrates as it arrived: the badge never shows another count.
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
});

test("two customers' pages, asked at the same time, each show only their own customer", async ({ browser, baseURL }) => {
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    const [chanda, mutale] = [newCustomer(), newCustomer()];
    await signedInWithMeals(first, baseURL ?? '', chanda, 1);
    await signedInWithMeals(second, baseURL ?? '', mutale, 2);
    const asked = Array.from({ length: 12 }, (_, index) => ({ who: index % 2 === 0 ? chanda : mutale, context: index % 2 === 0 ? first : second }));
    const answers = await Promise.all(asked.map(async ({ who, context }) => ({ who, ...(await pageHtml(context.request, '/menu')) })));
    for (const { who, html, cacheControl } of answers) {
      const other = who === chanda ? mutale : chanda;
      expect(cacheControl).toBe('private, no-store');
      expect(customerInPage(html).session?.user.email).toBe(who.email);
      expect(html).not.toContain(other.email);
      expect(html).toContain(`aria-label="Cart, ${who === chanda ? '1 item' : '2 items'}"`);
    }
    // A visitor with no cookies gets the public page, kept for others too, with nobody's cart.
    const visitor = await pageHtml(await (await browser.newContext({ baseURL })).request, '/menu');
    expect(visitor.cacheControl).toBe('no-cache');
    expect(customerInPage(visitor.html)).toEqual({ session: null, cart: null });
    expect(visitor.html).toContain('aria-label="Cart, 0 items"');
  } finally {
    await first.close();
    await second.close();
  }
});

test('prices come from the catalogue, never from the cart cookie', async ({ page, baseURL }) => {
  const products = (await (await page.request.get('/api/products')).json()) as { data: { products: Array<{ uuid: string; price: number }> } };
  const meal = products.data.products[0];
  if (!meal) throw new Error('the catalogue is empty');
  // A cookie written by hand, in React Router's cookie encoding, claiming a price of its own.
  const value = Buffer.from(JSON.stringify({ items: [[meal.uuid, 2]], type: 'pickup', prices: { [meal.uuid]: 0.01 } })).toString('base64');
  await page.context().addCookies([{ name: 'cart', value: encodeURIComponent(value), url: baseURL ?? '' }]);
  const { html } = await pageHtml(page.request, '/menu');
  const rendered = customerInPage(html).cart as { lines: Array<{ id: string; quantity: number; price: number }>; type: string };
  expect(html).toContain('aria-label="Cart, 2 items"');
  expect(rendered.type).toBe('pickup');
  expect(rendered.lines).toEqual([expect.objectContaining({ id: meal.uuid, quantity: 2, price: meal.price })]);
});

test("a form another site's page sends with the customer's cookies is refused, and changes nothing", async ({ context, baseURL }) => {
  const customer = newCustomer();
  const page = await signedInWithMeals(context, baseURL ?? '', customer, 1);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  for (const target of ['/user/profile', '/api/logout']) {
    // A page of no site of ours (its origin is opaque) posting to the storefront: the browser sends
    // the customer's cookies only as SameSite allows, and the server refuses the rest.
    const form = `<form method="post" action="${baseURL}${target}"><input name="first_name" value="Hacked"><button>Send</button></form>`;
    await page.goto(`data:text/html,${encodeURIComponent(form)}`);
    const answer = page.waitForResponse((response) => response.url().endsWith(target) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    const response = await answer;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    if (target === '/user/profile') expect(await response.text()).toBe('This request came from another site.');
  }
  const profile = await page.request.get(`${baseURL}/api/profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { data: { user: { first_name: string } } }).data.user.first_name).toBe(customer.firstName);
});
