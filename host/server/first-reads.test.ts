import { getBlogPost, getBlogPosts } from '@storefront/api-client';
import { getAppSettings, getCategories, getProduct, getProducts } from '@storefront/api-client';
import { getActiveFeatureCards, getActiveHighlightCards, getFeaturedFaqs } from '@storefront/api-client';
import { getContent, getFullHeroSection } from '@storefront/api-client';
import { setRuntimeConfig } from '@storefront/contract';
import { firstReadUrls } from './first-reads';

const config = {
  apiUrl: 'https://api.zameats.example/api/',
  contentUrl: 'https://cms.zameats.example/v1',
  remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' },
};

/** The URLs the contract's clients really ask for, whatever the answer. */
async function urlsRequestedBy(...calls: Array<() => Promise<unknown>>): Promise<string[]> {
  const requested: string[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (input: RequestInfo | URL) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Response('{}', { status: 500 });
    }),
  });
  for (const call of calls) await call().catch(() => undefined);
  return requested;
}

beforeEach(() => setRuntimeConfig(config));
afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

describe('firstReadUrls', () => {
  it('names exactly the URLs the pages ask for, so a preload is used rather than fetched twice', async () => {
    const requested = await urlsRequestedBy(
      getProducts,
      getCategories,
      () => getProduct('nshima & beans'),
      getAppSettings,
      () => getBlogPost('a guide/1'),
      () => getBlogPosts({ page: 1 }),
      getFullHeroSection,
      () => getContent('homepage'),
      getActiveFeatureCards,
      getActiveHighlightCards,
      getFeaturedFaqs,
    );
    for (const page of ['/', '/menu', '/food/nshima%20%26%20beans', '/cart', '/blog', '/blog/a%20guide%2F1']) {
      const urls = firstReadUrls(page, config);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(requested).toContain(url);
    }
  });

  it('reads the page from its path and names nothing for a page without public first reads', () => {
    expect(firstReadUrls('/food/42', config)).toEqual(['https://api.zameats.example/api/products/42', 'https://api.zameats.example/api/products']);
    expect(firstReadUrls('/', { apiUrl: '/api', contentUrl: '/api' })[0]).toBe('/api/components/full-hero-sections/active');
    expect(firstReadUrls('/user/dashboard', config)).toEqual([]);
    expect(firstReadUrls('/food/%E0%A4%A', config)).toEqual([]);
  });
});
