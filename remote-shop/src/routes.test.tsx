import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cartCountAtom, setRuntimeConfig, type Product } from '@storefront/contract';
import { expectPageChunksNamedForRoutes, openRoute } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import routes from './routes';

const meal: Product = {
  id: 3,
  uuid: 'b7f3c7f0-0000-4000-8000-000000000003',
  name: 'Ifisashi with nshima',
  description: 'Greens in groundnut sauce',
  price: 65,
  preparation_time: 1,
  image: [{ url: 'http://localhost/images/meals/ifisashi.svg', name: 'ifisashi' }],
  category: { name: 'Zambian Classics' },
  vendor: { uuid: 'v-1', name: 'Mama Kitchen' },
};

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const renderAt = (path: string, url: string) => openRoute(routes, path, url);

describe('the shop remote routes', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test/api', contentUrl: 'http://api.test/api', remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' } });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

  it("answers the shop's pages, each at a path of its own", () => {
    expect(routes.map((route) => route.path)).toEqual(['/menu', '/food/:id', '/cart', '/catering', '/catering/:id']);
  });

  it("names each page's chunk for its route, for the host's server to preload", () => {
    expectPageChunksNamedForRoutes(routes, readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8'));
  });

  it.each([
    ['/cart', '/cart', 'Cart'],
    ['/catering', '/catering', 'Elevate Your Next Event'],
    ['/catering/:id', '/catering/1', 'Wedding Feast'],
  ])('renders the heading of %s', async (path, url, heading) => {
    await renderAt(path, url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("names each catering bundle's Order Now link by the words shown, then the bundle", async () => {
    await renderAt('/catering', '/catering');
    const links = await screen.findAllByRole('link', { name: /^Order Now: / });
    expect(links).toHaveLength(8);
    for (const link of links) expect(link).toHaveTextContent(/^Order Now$/);
    expect(screen.getByRole('link', { name: 'Order Now: Wedding Feast' })).toHaveAttribute('href', '/catering/1');
  });

  it('lists the meals on /menu and adds one to the cart', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer({ data: { products: [meal] } }));
    Object.assign(globalThis, { fetch: fetchMock });
    const { store, user } = await renderAt('/menu', '/menu');
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: meal.name });
    expect(card).toHaveTextContent('ZK 65.00');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.get(cartCountAtom)).toBe(1);
  });

  it("says 'Error loading meals' when the list fails", async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await renderAt('/menu', '/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading meals');
  });

  it('shows the meal on /food/{id}', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(answer({ data: meal })) });
    await renderAt('/food/:id', `/food/${meal.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: meal.name })).toBeInTheDocument();
    expect(screen.getByText('Amount: ZK 65.00')).toBeInTheDocument();
  });

  it('renders /cart on the server with what its loader reads, and keeps it out of the sitemap and from crawlers', () => {
    const route = routes.find((candidate) => candidate.path === '/cart');
    expect(route?.handle?.clientOnly).toBeFalsy();
    expect(route?.handle?.sitemap).toBe(false);
    expect(typeof route?.loader).toBe('function');
  });

  it("reads the food page's cart pricing with its meal, so its cart is priced from the first render", async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(async (input: RequestInfo | URL) =>
        String(input instanceof Request ? input.url : input).endsWith('/app/settings')
          ? answer({ settings: { delivery_charge_per_km: '20.00', tax: '16.00', handling_fee: '10.00' }, tips: [] })
          : answer({ data: meal }),
      ),
    });
    const { router } = await renderAt('/food/:id', `/food/${meal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: meal.name });
    const [match] = router.state.matches;
    expect(router.state.loaderData[match?.route.id ?? '']).toMatchObject({
      meal: { status: 'success' },
      cart: { customer: null, settings: { status: 'ready', rates: { taxPercent: 16 } }, addresses: { status: 'signed-out' } },
    });
  });

  it("tells the host the meal's title, picture and offer for the page's head", async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(answer({ data: meal })) });
    const { router } = await renderAt('/food/:id', `/food/${meal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: meal.name });
    const [match] = router.state.matches;
    const route = routes.find((candidate) => candidate.path === '/food/:id');
    const meta = route?.handle?.meta?.(router.state.loaderData[match?.route.id ?? ''], { id: meal.uuid });
    expect(meta).toMatchObject({ title: meal.name, image: meal.image[0]?.url, jsonLd: { '@type': 'Product', offers: { priceCurrency: 'ZMW' } } });
  });

  it('answers a meal that does not exist with a 404, for the not-found page', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(new Response('{"message":"Product not found"}', { status: 404 })) });
    const route = routes.find((candidate) => candidate.path === '/food/:id');
    if (typeof route?.loader !== 'function') throw new Error('no loader');
    const url = new URL('http://shop.test/food/nope');
    await expect(route.loader({ params: { id: 'nope' }, request: new Request(url), url, pattern: '/food/:id', context: undefined })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers an id too long for any meal with a 404 too (the backend refuses it as too long)', async () => {
    const refused = '{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH","message":"too long"}';
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(new Response(refused, { status: 414 })) });
    const route = routes.find((candidate) => candidate.path === '/food/:id');
    if (typeof route?.loader !== 'function') throw new Error('no loader');
    const id = 'x'.repeat(200);
    const url = new URL(`http://shop.test/food/${id}`);
    await expect(route.loader({ params: { id }, request: new Request(url), url, pattern: '/food/:id', context: undefined })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers a catering bundle it does not have with a 404, the page still saying so', async () => {
    const loader = routes.find((candidate) => candidate.path === '/catering/:id')?.loader;
    if (typeof loader !== 'function') throw new Error('no loader');
    const open = (id: string) => {
      const url = new URL(`http://shop.test/catering/${id}`);
      return loader({ params: { id }, request: new Request(url), url, pattern: '/catering/:id', context: undefined });
    };
    expect(await open('99')).toMatchObject({ init: { status: 404 } });
    expect(await open('x'.repeat(200))).toMatchObject({ init: { status: 404 } });
    expect(await open('1')).toEqual({ contact: null });
  });
});
