/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { bannerAnswer, heroAnswer } from '../../test-support/fixtures';
import {
  getAllContent,
  getContent,
  getFullHeroSection,
  getPage,
  getPublishedPages,
  getSettings,
  searchContent,
} from '../content';

beforeEach(() => {
  useTestRuntime();
  // Content reads go out without the token even for a signed-in customer.
  signIn();
});

describe('getContent', () => {
  it('gets {content}/content/{key} without authentication', async () => {
    const stub = stubFetch({
      body: { hero: heroAnswer, appDownload: bannerAnswer, features: [{ title: 'Try The App' }], highlights: [], faqs: null },
    });
    const homepage = await getContent('homepage');
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${CONTENT_URL}/content/homepage`);
    expect(request.headers.get('authorization')).toBeNull();
    expect(homepage.hero?.title).toBe('Order the food you love');
    expect(homepage.hero?.style_settings).toEqual({ padding: '4rem' });
    expect(homepage.features).toEqual([{ title: 'Try The App' }]);
    expect(homepage.faqs).toEqual([]);
  });

  it('reads page.page_data of an app page, decoding a JSON string', async () => {
    stubFetch({
      body: {
        page: {
          title: 'Rider app',
          page_data: JSON.stringify({
            hero_title: 'Ride with us',
            benefits: [{ title: 'Flexible Hours', description: 'Choose when' }],
            requirements: { rider: ['At least 18 years old'], vehicle: ['Registration'] },
            process_steps: [{ step: '1', title: 'Sign up' }],
          }),
        },
      },
    });
    const riderApp = await getContent('rider-app');
    expect(riderApp.page.page_data).toEqual({
      hero_title: 'Ride with us',
      benefits: [{ title: 'Flexible Hours', description: 'Choose when', color: 'blue' }],
      requirements: { rider: ['At least 18 years old'], vehicle: ['Registration'] },
      process_steps: [{ step: 1, title: 'Sign up' }],
    });
  });

  it('reads the privacy page flags, on unless false', async () => {
    stubFetch({ body: { page: { title: 'Policies', page_data: { show_refund_policy: false, last_updated: 'May 1, 2024' } } } });
    const privacy = await getContent('privacy');
    expect(privacy.page.page_data).toEqual({
      show_privacy_policy: true,
      show_refund_policy: false,
      show_terms_of_service: true,
      last_updated: 'May 1, 2024',
    });
  });

  it('finds the app-download banner under any of its names', async () => {
    stubFetch({ body: { appDownloadBanner: bannerAnswer } });
    const content = await getContent('app-download');
    expect(content.app_download?.title).toBe('Get the app');
  });

  it('turns an { error } answer into an ApiError with that text', async () => {
    stubFetch({ body: { error: 'Content not found' } });
    await expect(getContent('about')).rejects.toMatchObject({ kind: 'http', serverMessage: 'Content not found' });
  });

  it('rejects a malformed answer', async () => {
    stubFetch({ body: { page: { title: 'About', page_data: 'not json' } } });
    await expect(getContent('about')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('passes the server message of a 4xx', async () => {
    stubFetch({ status: 404, body: { message: 'No such content' } });
    await expect(getContent('faqs')).rejects.toMatchObject({ status: 404, serverMessage: 'No such content' });
  });
});

describe('the other content reads', () => {
  it('searchContent sends q and the filters to {content}/content/search', async () => {
    const stub = stubFetch({ body: { results: [{ title: 'FAQ', type: 'page', slug: 'faq' }] } });
    await expect(searchContent('nshima', { type: 'blog', page: 2, skipped: undefined })).resolves.toEqual([
      { title: 'FAQ', type: 'page', slug: 'faq' },
    ]);
    const { url, method } = stub.only();
    expect(method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe(`${CONTENT_URL}/content/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'nshima', type: 'blog', page: '2' });
  });

  it('getPublishedPages gets {content}/pages/published', async () => {
    const stub = stubFetch({ body: { pages: [{ slug: 'terms', title: 'Terms' }] } });
    await expect(getPublishedPages()).resolves.toEqual([{ slug: 'terms', title: 'Terms', page_data: {} }]);
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/pages/published`);
  });

  it('getPage gets {content}/pages/{slug}', async () => {
    const stub = stubFetch({ body: { page: { slug: 'terms', title: 'Terms', content: '<p>..</p>' } } });
    await expect(getPage('terms')).resolves.toMatchObject({ slug: 'terms', title: 'Terms' });
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/pages/terms`);
  });

  it('getPage rejects an answer without a page', async () => {
    stubFetch({ body: { success: true } });
    await expect(getPage('terms')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('getSettings and getAllContent get {content}/settings and {content}/content', async () => {
    const stub = stubFetch({ body: { site_name: 'Storefront' } });
    await expect(getSettings()).resolves.toEqual({ site_name: 'Storefront' });
    await expect(getAllContent()).resolves.toEqual({ site_name: 'Storefront' });
    expect(stub.sent.map((request) => request.url.href)).toEqual([`${CONTENT_URL}/settings`, `${CONTENT_URL}/content`]);
  });
});

describe('getFullHeroSection', () => {
  it('gets the active full hero with JSON headers and no cache', async () => {
    const stub = stubFetch({ body: { success: true, full_hero_section: heroAnswer } });
    const hero = await getFullHeroSection();
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${CONTENT_URL}/components/full-hero-sections/active`);
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.cache).toBe('no-store');
    expect(hero).toMatchObject({ title: heroAnswer.title, animation_settings: heroAnswer.animation_settings });
  });

  it('is null when the service has no active hero', async () => {
    stubFetch({ body: { success: true, full_hero_section: null } });
    await expect(getFullHeroSection()).resolves.toBeNull();
  });

  it('fails on success false', async () => {
    stubFetch({ body: { success: false, message: 'Disabled' } });
    await expect(getFullHeroSection()).rejects.toMatchObject({ kind: 'http', serverMessage: 'Disabled' });
  });

  it('rejects a hero without a title', async () => {
    stubFetch({ body: { success: true, full_hero_section: { subtitle: 'x' } } });
    await expect(getFullHeroSection()).rejects.toMatchObject({ kind: 'parse' });
  });
});
