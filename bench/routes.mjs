// @ts-check
/**
 * The routes the benchmark measures and what each needs before it loads: a real meal and blog
 * post from the running API, and for the customer's own pages a customer registered and signed in
 * through the API, with a cart of three meals and two orders placed. What the browser holds has
 * the exact shape the storefront writes: the cookies the server reads (`session`: the api's token,
 * `cart`: the cart's meals and quantities, shared/contract/src/state/cart-cookie.ts) and the
 * browser's copy in localStorage (shared/contract/src/state/store.ts): `cart-storage` holds
 * `{ items: CartLine[] }` (a meal plus `id` = its uuid and `quantity`), `session` holds `{ user }`.
 */

/** @typedef {'shop' | 'account' | 'content' | 'careers'} RemoteName */

/** @typedef {{ name: string, value: string }} StorageItem */

/** A cookie of the host's origin, its value as the browser sends it (already encoded). */
/** @typedef {{ name: string, value: string }} CookieItem */

/**
 * `session`: a page of the customer's own state (their cart, their account, their order), measured
 * with their cookies; the others are the public pages, measured as a first-time visitor sees them.
 * @typedef {{
 *   name: string,
 *   path: string,
 *   remote: RemoteName,
 *   storage: StorageItem[],
 *   cookies: CookieItem[],
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
  '/user/orders/{id}',
  '/blog',
  '/blog/{id}',
  '/careers',
  '/apply',
];

/** The pages of the customer's own state: their cart, their account, one of their orders. */
const SESSION_ROUTES = ['/cart', '/user/dashboard', '/user/orders/{id}'];

/** How many meals the measured cart holds, and how many orders the measured customer has placed. */
const CART_MEALS = 3;
const ORDERS = 2;

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
 * @returns {Promise<{ token: string, user: Record<string, unknown> }>}
 */
async function signIn(baseUrl) {
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
  return { token: data.token, user: record(data.user) };
}

/**
 * The uuid of a meal's kitchen.
 * @param {Record<string, unknown>} meal
 */
const kitchenOf = (meal) => String(record(meal.vendor).uuid);

/**
 * `count` meals of one kitchen, as a cart holds only one kitchen's meals.
 * @param {Record<string, unknown>[]} meals
 * @param {number} count
 */
function mealsOfOneKitchen(meals, count) {
  for (const meal of meals) {
    const same = meals.filter((candidate) => kitchenOf(candidate) === kitchenOf(meal));
    if (same.length >= count) return same.slice(0, count);
  }
  throw new Error(`GET /api/products answered no kitchen with ${count} meals`);
}

/**
 * Places a pickup order of `meal` as the storefront's checkout does; the server prices the order
 * itself and answers a wrong total with the right one, so the first post learns the total.
 * @param {string} baseUrl
 * @param {string} token
 * @param {Record<string, unknown>} meal
 * @returns {Promise<string>} the order's uuid
 */
async function placeOrder(baseUrl, token, meal) {
  const post = (/** @type {number} */ total) =>
    fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        products: [{ product_uuid: meal.uuid, quantity: 1, vendor_uuid: kitchenOf(meal) }],
        address_uuid: null,
        order_type: 'pickup',
        total_price: total,
        instructions: '',
        tip: null,
      }),
    });
  const priced = record(await (await post(0)).json());
  if (typeof priced.total_price !== 'number') throw new Error(`POST /api/orders answered no total: ${JSON.stringify(priced).slice(0, 200)}`);
  const placed = await post(priced.total_price);
  const text = await placed.text();
  if (placed.status !== 201) throw new Error(`POST /api/orders answered ${placed.status}: ${text.slice(0, 200)}`);
  const order = record(record(record(JSON.parse(text)).data).order);
  if (typeof order.uuid !== 'string') throw new Error('POST /api/orders answered no order uuid');
  return order.uuid;
}

/**
 * The cart's cookie as the storefront writes it: React Router's cookie encoding (base64 of the
 * JSON, then URI-encoded as a cookie value), without a signature.
 * @param {Array<[string, number]>} items meal uuid and quantity
 */
function cartCookieValue(items, type = 'delivery') {
  return encodeURIComponent(Buffer.from(JSON.stringify({ items, type })).toString('base64'));
}

/**
 * What a signed-in customer's browser holds, with three meals of one kitchen in the cart and two
 * orders placed: the cookies the server renders their pages from, and the browser's copy.
 * @param {string} baseUrl
 * @param {Record<string, unknown>[]} meals
 */
async function customerState(baseUrl, meals) {
  const { token, user } = await signIn(baseUrl);
  const inCart = mealsOfOneKitchen(meals, CART_MEALS);
  /** @type {string[]} */
  const orders = [];
  for (const meal of inCart.slice(0, ORDERS)) orders.push(await placeOrder(baseUrl, token, meal));
  const lines = inCart.map((meal) => ({ ...meal, id: String(meal.uuid), quantity: 1 }));
  return {
    orderId: orders[0] ?? '',
    sessionCookie: { name: 'session', value: encodeURIComponent(token) },
    sessionStorage: { name: 'session', value: JSON.stringify({ user }) },
    cartCookie: { name: 'cart', value: cartCookieValue(lines.map((line) => [line.id, line.quantity])) },
    cartStorage: { name: 'cart-storage', value: JSON.stringify({ items: lines }) },
  };
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

  const products = list(record((await json(`${baseUrl}/api/products`)).data).products).map(record);
  const product = products[0];
  if (!product || typeof product.uuid !== 'string') throw new Error('GET /api/products answered no meal with a uuid');
  const posts = list((await json(`${baseUrl}/api/blog`)).data);
  const post = record(posts[0]);
  const slug = typeof post.slug === 'string' && post.slug ? post.slug : String(post.id);

  // One customer for every page of theirs, signed in only when such a page is measured.
  const customer = names.some((name) => SESSION_ROUTES.includes(name)) ? await customerState(baseUrl, products) : null;
  const signedIn = customer ? { storage: [customer.sessionStorage], cookies: [customer.sessionCookie] } : { storage: [], cookies: [] };
  const withCart = customer
    ? { storage: [customer.sessionStorage, customer.cartStorage], cookies: [customer.sessionCookie, customer.cartCookie] }
    : { storage: [], cookies: [] };
  const visitor = { storage: [], cookies: [] };

  /** @type {Record<string, Omit<BenchRoute, 'name' | 'session'>>} */
  const byName = {
    '/': { path: '/', remote: 'content', ...visitor },
    '/menu': { path: '/menu', remote: 'shop', ...visitor },
    '/food/{id}': { path: `/food/${product.uuid}`, remote: 'shop', ...visitor },
    '/cart': { path: '/cart', remote: 'shop', ...withCart },
    '/catering': { path: '/catering', remote: 'shop', ...visitor },
    '/user/dashboard': { path: '/user/dashboard', remote: 'account', ...signedIn },
    '/user/orders/{id}': { path: `/user/orders/${customer?.orderId ?? ''}`, remote: 'account', ...signedIn },
    '/blog': { path: '/blog', remote: 'content', ...visitor },
    '/blog/{id}': { path: `/blog/${encodeURIComponent(slug)}`, remote: 'content', ...visitor },
    '/careers': { path: '/careers', remote: 'careers', ...visitor },
    '/apply': { path: '/apply', remote: 'careers', ...visitor },
  };
  return ROUTE_NAMES.filter((name) => names.includes(name)).map((name) => {
    const route = byName[name];
    if (!route) throw new Error(`No definition for ${name}`);
    return { name, ...route, session: SESSION_ROUTES.includes(name) };
  });
}
