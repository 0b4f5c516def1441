import { contentClient } from '@storefront/api-client';
import { fakeApi, FAKE_API_URL } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { openPage, routeAt } from './open-page';

const post = {
  id: 7,
  slug: 'nshima-guide',
  title: 'A Guide to Nshima & Relish',
  image: `${FAKE_API_URL}/images/blog/nshima.svg`,
  created_at: '2024-09-02T08:00:00Z',
  excerpt: 'How to eat nshima.',
  content: '<p>Roll it.</p>',
  author: 'Chileshe Mwansa',
};

const hero = {
  title: 'Zambian flavours, delivered to your door',
  subtitle: 'Nshima, village chicken, braai and more.',
  background_image: `${FAKE_API_URL}/images/content/hero-market-table.svg`,
  style_settings: {},
  animation_settings: {},
};

/** What the page tells the host for the document's head, from what its loader read. */
async function metaOf(path: string, url: string, params: Record<string, string> = {}) {
  const { router } = await openPage(path, url);
  const [match] = router.state.matches;
  return routeAt(path).handle?.meta?.(router.state.loaderData[match?.route.id ?? ''], params);
}

function loaderOf(path: string) {
  const { loader } = routeAt(path);
  if (typeof loader !== 'function') throw new Error(`no loader at ${path}`);
  return loader;
}

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the content pages' metadata", () => {
  it('gives a post its title, excerpt and picture as an article, with a BlogPosting', async () => {
    fakeApi({ 'GET /blog/nshima-guide': { body: { post } } });
    const meta = await metaOf('/blog/:id', '/blog/nshima-guide', { id: 'nshima-guide' });
    expect(meta).toMatchObject({ title: post.title, description: post.excerpt, image: post.image, type: 'article' });
    expect(meta?.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      image: [post.image],
      datePublished: '2024-09-02T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Chileshe Mwansa' },
      description: post.excerpt,
    });
  });

  it("keeps 'Post not found' on the page of a missing post, and answers it with a 404", async () => {
    fakeApi({ 'GET /blog/gone': { status: 404, body: { message: 'Not found' } } });
    await openPage('/blog/:id', '/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();

    const url = new URL('http://content.test/blog/gone');
    const answer = await loaderOf('/blog/:id')({ params: { id: 'gone' }, request: new Request(url), url, pattern: '/blog/:id', context: undefined });
    expect(answer).toMatchObject({ init: { status: 404 }, data: { status: 'success', data: null } });
  });

  it("answers an id too long for any post with a 404 too, the page saying 'Post not found'", async () => {
    const id = 'x'.repeat(200);
    fakeApi({ [`GET /blog/${id}`]: { status: 414, body: { error: 'Bad Request', code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'too long' } } });
    await openPage('/blog/:id', `/blog/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();

    const url = new URL(`http://content.test/blog/${id}`);
    const answer = await loaderOf('/blog/:id')({ params: { id }, request: new Request(url), url, pattern: '/blog/:id', context: undefined });
    expect(answer).toMatchObject({ init: { status: 404 }, data: { status: 'success', data: null } });
  });

  it('answers a post that exists as plain data, with no status of its own', async () => {
    fakeApi({ 'GET /blog/nshima-guide': { body: { post } } });
    const url = new URL('http://content.test/blog/nshima-guide');
    const answer = await loaderOf('/blog/:id')({ params: { id: 'nshima-guide' }, request: new Request(url), url, pattern: '/blog/:id', context: undefined });
    expect(answer).toMatchObject({ status: 'success', data: { title: post.title } });
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  it('describes the home page as the ZamEats Organization, with the hero picture', async () => {
    fakeApi({
      'GET /components/full-hero-sections/active': { body: { success: true, full_hero_section: hero } },
      'GET /content/homepage': { body: {} },
      'GET /components/feature-cards/active': { body: { features: [] } },
      'GET /components/highlight-cards/active': { body: { highlights: [] } },
      'GET /components/faqs/featured': { body: { faqs: [] } },
    });
    const meta = await metaOf('/', '/');
    expect(meta).toMatchObject({ title: hero.title, description: hero.subtitle, image: hero.background_image, type: 'website' });
    expect(meta?.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ZamEats', url: '/', image: hero.background_image });
  });

  it('names the page of posts the address asks for', async () => {
    fakeApi({ 'GET /blog': (request) => ({ body: { posts: [], pagination: { last_page: 3, current_page: Number(request.search.get('page')) } } }) });
    expect(await metaOf('/blog', '/blog?page=2')).toMatchObject({ title: 'Blog, page 2' });
  });

  it.each([
    ['/about', 'About Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy and Policies'],
  ])('gives %s its name and a line about it', (path, title) => {
    const meta = routeAt(path).handle?.meta?.(null, {});
    expect(meta?.title).toBe(title);
    expect(meta?.description).toMatch(/\.$/);
  });
});
