// @ts-check
/**
 * The routes the benchmark measures and what each needs before it loads: a real meal and blog
 * post from the running API, a cart with one meal, a signed-in customer. Stored values have the
 * exact shape the contract's store writes (packages/contract/src/state/store.ts): `cart-storage` holds
 * `{ items: CartLine[] }` (a meal plus `id` = its uuid and `quantity`), `session` holds
 * `{ token, user }`.
 */

/** @typedef {'shop' | 'account' | 'content' | 'careers'} RemoteName */

/** @typedef {{ name: string, value: string }} StorageItem */

/**
 * `session`: a page of the customer's own state (their cart, their account), which the server
 * leaves to their browser; the others are the public pages the server renders whole.
 * @typedef {{
 *   name: string,
 *   path: string,
 *   remote: RemoteName,
 *   storage: StorageItem[],
 *   session: boolean,
 * }} BenchRoute
 */

/** The route names in table order; `{id}` is filled in from the running API. */
export const ROUTE_NAMES = [
  '/',
  '/menu',
  '/food/{id}',
  '/cart',
  '/catering',
  '/user/dashboard',
  '/blog',
  '/blog/{id}',
  '/careers',
  '/apply',
];

/** The pages of the customer's own state: their cart and their account. */
const SESSION_ROUTES = ['/cart', '/user/dashboard'];

/**
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
function record(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Expected an object, got ${JSON.stringify(value)?.slice(0, 200)}`);
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * @param {unknown} value
 * @returns {unknown[]}
 */
function list(value) {
  if (!Array.isArray(value)) throw new Error(`Expected a list, got ${JSON.stringify(value)?.slice(0, 200)}`);
  return value;
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<Record<string, unknown>>}
 */
async function json(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return record(JSON.parse(text));
}

/**
 * @param {string} url
 * @param {unknown} body
 */
function postJson(url, body) {
  return json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Registers a new customer and signs in through the API, as the storefront's forms do.
 * @param {string} baseUrl
 * @returns {Promise<string>} the value the storefront stores under `session`
 */
async function signedInSession(baseUrl) {
  const unique = `${Date.now()}`;
  const customer = {
    first_name: 'Bench',
    last_name: 'Mark',
    email: `bench.${unique}@example.com`,
    code: '+260',
    phone: `097${unique.slice(-7)}`,
    password: 'Bench-mark-2026',
    role: 'customer',
  };
  await postJson(`${baseUrl}/api/register`, customer);
  const login = await postJson(`${baseUrl}/api/login`, { email: customer.email, password: customer.password, role: 'customer' });
  const data = record(login.data);
  if (typeof data.token !== 'string' || !data.user) throw new Error('The login answered no token and user');
  return JSON.stringify({ token: data.token, user: data.user });
}

/**
 * Resolves the routes named in `names` (all of ROUTE_NAMES by default) against the running stack.
 * @param {string} baseUrl the host's URL
 * @param {string[]} [names]
 * @returns {Promise<BenchRoute[]>}
 */
export async function resolveRoutes(baseUrl, names = ROUTE_NAMES) {
  const unknown = names.filter((name) => !ROUTE_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown route ${unknown.join(', ')}: choose from ${ROUTE_NAMES.join(' ')}`);
  }

  const products = list(record((await json(`${baseUrl}/api/products`)).data).products);
  const product = record(products[0]);
  if (typeof product.uuid !== 'string') throw new Error('GET /api/products answered no meal with a uuid');
  const posts = list((await json(`${baseUrl}/api/blog`)).data);
  const post = record(posts[0]);
  const slug = typeof post.slug === 'string' && post.slug ? post.slug : String(post.id);

  const cart = { name: 'cart-storage', value: JSON.stringify({ items: [{ ...product, id: product.uuid, quantity: 1 }] }) };
  const session = names.includes('/user/dashboard') ? { name: 'session', value: await signedInSession(baseUrl) } : null;

  /** @type {Record<string, Omit<BenchRoute, 'name' | 'session'>>} */
  const byName = {
    '/': { path: '/', remote: 'content', storage: [] },
    '/menu': { path: '/menu', remote: 'shop', storage: [] },
    '/food/{id}': { path: `/food/${product.uuid}`, remote: 'shop', storage: [] },
    '/cart': { path: '/cart', remote: 'shop', storage: [cart] },
    '/catering': { path: '/catering', remote: 'shop', storage: [] },
    '/user/dashboard': { path: '/user/dashboard', remote: 'account', storage: session ? [session] : [] },
    '/blog': { path: '/blog', remote: 'content', storage: [] },
    '/blog/{id}': { path: `/blog/${encodeURIComponent(slug)}`, remote: 'content', storage: [] },
    '/careers': { path: '/careers', remote: 'careers', storage: [] },
    '/apply': { path: '/apply', remote: 'careers', storage: [] },
  };
  return ROUTE_NAMES.filter((name) => names.includes(name)).map((name) => {
    const route = byName[name];
    if (!route) throw new Error(`No definition for ${name}`);
    return { name, ...route, session: SESSION_ROUTES.includes(name) };
  });
}
