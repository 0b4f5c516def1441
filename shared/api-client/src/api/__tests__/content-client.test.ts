/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { blogPostAnswer, careerAnswer, footerAnswer } from '../../test-support/fixtures';
import {
  CONTENT_CACHE_TTL_MS,
  UnknownContentTypeError,
  createContentClient,
  type ContentClient,
} from '../content-client';
import { contentFetchers, isContentKey, type ContentKey } from '../content-fetchers';

let clock = 0;
let client: ContentClient;

beforeEach(() => {
  useTestRuntime();
  clock = 1_000_000;
  client = createContentClient({ now: () => clock });
});

const faqsAnswer = { body: { faqs: [{ question: 'Q?', answer: 'A.' }] } };

describe('content client cache', () => {
  it('answers a second load within 5 minutes from memory', async () => {
    const stub = stubFetch(faqsAnswer);
    const first = await client.load('faqs');
    clock += CONTENT_CACHE_TTL_MS - 1;
    const second = await client.load('faqs');
    expect(second).toBe(first);
    expect(stub.sent).toHaveLength(1);
  });

  it('keeps nothing when told to keep nothing, as on a server rendering pages', async () => {
    const stub = stubFetch(faqsAnswer);
    const server = createContentClient({ now: () => clock, ttlMs: 0 });
    await server.load('faqs');
    await server.load('faqs');
    expect(stub.sent).toHaveLength(2);
  });

  it('loads again once 5 minutes have passed', async () => {
    const stub = stubFetch(faqsAnswer);
    await client.load('faqs');
    clock += CONTENT_CACHE_TTL_MS;
    await client.load('faqs');
    expect(stub.sent).toHaveLength(2);
  });

  it('keeps one entry per key and params', async () => {
    const stub = stubFetch({ body: { data: [blogPostAnswer], pagination: { last_page: 2 } } });
    await client.load('all-blogs', { page: 1 });
    await client.load('all-blogs', { page: 2 });
    await client.load('all-blogs', { page: 1 });
    expect(stub.sent.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('treats params written in another order as the same entry', async () => {
    const stub = stubFetch({ body: { careers: [careerAnswer] } });
    await client.load('all-careers', { type: 'Full-time', location: 'Lusaka' });
    await client.load('all-careers', { location: 'Lusaka', type: 'Full-time' });
    expect(stub.sent).toHaveLength(1);
  });

  it('refetch drops the entry and loads again', async () => {
    const stub = stubFetch(faqsAnswer, { body: { faqs: [] } });
    await client.load('faqs');
    await expect(client.refetch('faqs')).resolves.toEqual({ faqs: [] });
    await expect(client.load('faqs')).resolves.toEqual({ faqs: [] });
    expect(stub.sent).toHaveLength(2);
  });

  it('does not keep a failure', async () => {
    const stub = stubFetch({ status: 500, body: { message: 'down' } }, faqsAnswer);
    await expect(client.load('faqs')).rejects.toMatchObject({ kind: 'http' });
    await expect(client.load('faqs')).resolves.toMatchObject({ faqs: [{ question: 'Q?' }] });
    expect(stub.sent).toHaveLength(2);
  });

  it('clear empties the cache', async () => {
    const stub = stubFetch(faqsAnswer);
    await client.load('faqs');
    client.clear();
    await client.load('faqs');
    expect(stub.sent).toHaveLength(2);
  });

  it("rejects an unknown key with 'Unknown content type'", async () => {
    const stub = stubFetch(faqsAnswer);
    const key: string = 'recipes';
    if (isContentKey(key)) throw new Error('recipes must not be a content key');
    // A key from plain JavaScript or a URL, which the type cannot stop.
    const untyped = client.load as (key: string) => Promise<unknown>;
    const error: unknown = await untyped(key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownContentTypeError);
    expect(error).toMatchObject({ message: 'Unknown content type' });
    expect(stub.sent).toHaveLength(0);
  });
});

describe('content fetchers by key', () => {
  const pathByKey: Record<ContentKey, { args: readonly unknown[]; path: string; body: unknown }> = {
    homepage: { args: [], path: 'content/homepage', body: {} },
    about: { args: [], path: 'content/about', body: { page: { title: 'About' } } },
    faqs: { args: [], path: 'content/faqs', body: {} },
    blog: { args: [], path: 'content/blog', body: {} },
    contact: { args: [], path: 'content/contact', body: {} },
    careers: { args: [], path: 'content/careers', body: {} },
    privacy: { args: [], path: 'content/privacy', body: { page: {} } },
    'rider-app': { args: [], path: 'content/rider-app', body: { page: { page_data: {} } } },
    'user-app': { args: [], path: 'content/user-app', body: { page: { page_data: {} } } },
    'merchant-app': { args: [], path: 'content/merchant-app', body: { page: { page_data: {} } } },
    navigation: { args: [], path: 'content/navigation', body: { items: [{ label: 'Home', url: '/' }] } },
    hero: { args: [], path: 'content/hero', body: { hero: null } },
    'app-download': { args: [], path: 'content/app-download', body: { app_download: null } },
    footer: { args: [], path: 'components/footer-sections/active', body: footerAnswer },
    features: { args: [], path: 'components/feature-cards/active', body: { features: [] } },
    highlights: { args: [], path: 'components/highlight-cards/active', body: { highlights: [] } },
    'team-focus': { args: [], path: 'components/team-focus/active', body: { team_focus: [] } },
    'featured-faqs': { args: [], path: 'components/faqs/featured', body: { faqs: [] } },
    'recent-blogs': { args: [], path: 'components/blog-posts/recent', body: { posts: [] } },
    'active-careers': { args: [], path: 'components/career-posts/active', body: { careers: [] } },
    'all-blogs': { args: [{ page: 3 }], path: 'blog?page=3&per_page=12', body: { data: [], pagination: { last_page: 3 } } },
    'blog-post': { args: ['hello'], path: 'blog/hello', body: { post: blogPostAnswer } },
    'all-careers': { args: [{ type: 'Remote' }], path: 'careers?type=Remote', body: { careers: [] } },
    'featured-careers': { args: [], path: 'careers/featured', body: { careers: [] } },
    'careers-by-location': { args: ['Kitwe'], path: 'careers/location/Kitwe', body: { careers: [] } },
    'careers-by-type': { args: ['Remote'], path: 'careers/type/Remote', body: { careers: [] } },
    'published-pages': { args: [], path: 'pages/published', body: { pages: [] } },
    page: { args: ['terms'], path: 'pages/terms', body: { page: { title: 'Terms' } } },
    search: { args: ['nshima', { type: 'blog' }], path: 'content/search?type=blog&q=nshima', body: { results: [] } },
  };

  it.each(Object.keys(pathByKey))('%s loads from its path', async (key) => {
    if (!isContentKey(key)) throw new Error(`${key} is not a content key`);
    const { args, path, body } = pathByKey[key];
    const stub = stubFetch({ body });
    const fetcher = contentFetchers[key] as (...fetcherArgs: readonly unknown[]) => Promise<unknown>;
    await expect(fetcher(...args)).resolves.toBeDefined();
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/${path}`);
  });
});
