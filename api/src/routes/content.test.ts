import {
  contentResponseSchemas,
  contentSearchResponseSchema,
  pageResponseSchema,
  publishedPagesResponseSchema,
  type ContentPageKey,
} from '@storefront/api-client/schemas';
import { z } from 'zod';
import { BRIEF_PUBLIC_CACHE } from '../http/cache-control';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

/** Every string of an answer that names an image, to check they are all absolute. */
function imageUrlsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imageUrlsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(imageUrlsIn);
  return [];
}

const looseRecordSchema = z.record(z.string(), z.unknown());
const contentKeys = Object.keys(contentResponseSchemas) as ContentPageKey[];

describe('GET /api/content/{key}', () => {
  it.each(contentKeys)('answers %s in the shape getContent parses, cacheable for a minute', async (key) => {
    const response = await get(`/api/content/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(BRIEF_PUBLIC_CACHE);
    const result = contentResponseSchemas[key].safeParse(response.json());
    expect(result.error).toBeUndefined();
  });

  it('composes the homepage from the hero, cards, featured FAQs and banners, with absolute images', async () => {
    const body: unknown = (await get('/api/content/homepage')).json();
    const homepage = contentResponseSchemas.homepage.parse(body);
    expect(homepage.hero?.title).toBe('Zambian flavours, delivered to your door');
    expect(homepage.features.map((card) => card.title)).toEqual(['Try The App', 'Become A Merchant', 'Become A Rider']);
    expect(homepage.faqs.length).toBeGreaterThanOrEqual(4);
    expect(homepage.faqs.every((faq) => faq.is_featured)).toBe(true);
    expect(homepage.appDownload?.title).toBe('Get the ZamEats app');
    expect(homepage.appDownloadBanner?.phone_image).toBe(`${testConfig.publicUrl}/images/content/app-phone-mockup.svg`);
    // Page links stay relative; only images become absolute.
    expect(homepage.features[0]?.link_url).toBe('/user-app');
    const images = imageUrlsIn(body);
    expect(images.length).toBeGreaterThan(10);
    for (const url of images) expect(url.startsWith(`${testConfig.publicUrl}/images/`)).toBe(true);
  });

  it('answers the about page with its flags, team focus and banner', async () => {
    const about = contentResponseSchemas.about.parse((await get('/api/content/about')).json());
    expect(about.page.title).toBe('About ZamEats');
    expect(about.page.page_data.show_team_focus).toBe(true);
    expect(about.team_focus.length).toBeGreaterThanOrEqual(3);
    expect(about.app_download?.title).toBe('Hungry? The app is quicker.');
  });

  it('answers every FAQ for the faqs key, in order', async () => {
    const faqs = contentResponseSchemas.faqs.parse((await get('/api/content/faqs')).json()).faqs;
    expect(faqs).toHaveLength(8);
    expect(faqs.map((faq) => faq.sort_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('answers the app pages as page.page_data and the privacy flags', async () => {
    const rider = contentResponseSchemas['rider-app'].parse((await get('/api/content/rider-app')).json());
    expect(rider.page.page_data.requirements?.rider).toContain('At least 18 years old');
    expect(rider.page.page_data.hero_image).toBe(`${testConfig.publicUrl}/images/content/rider-app-phone.svg`);
    const privacy = contentResponseSchemas.privacy.parse((await get('/api/content/privacy')).json());
    expect(privacy.page.page_data).toMatchObject({ show_privacy_policy: true, show_refund_policy: true, show_terms_of_service: true });
  });

  it('answers the navigation links and the app-download block', async () => {
    const navigation = contentResponseSchemas.navigation.parse((await get('/api/content/navigation')).json());
    expect(navigation.items.map((item) => item.url)).toContain('/menu');
    const appDownload = contentResponseSchemas['app-download'].parse((await get('/api/content/app-download')).json());
    expect(appDownload.app_download?.google_play_url).toMatch(/^https:\/\/play\.google\.com\//);
  });

  it('answers an unknown key with 404 Unknown content type, not cached', async () => {
    for (const key of ['nope', 'constructor', '__proto__', 'x'.repeat(100), 'no%20such']) {
      const response = await get(`/api/content/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Unknown content type' });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 404 Content not found when a page the answer needs is missing', async () => {
    const other = await createTestApp();
    try {
      await other.db.deleteFrom('content_blocks').where('kind', '=', 'page').where('key', '=', 'about').execute();
      const response = await other.app.inject({ method: 'GET', url: '/api/content/about' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Content not found' });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/content and /api/settings', () => {
  it('answers all content by key as a record', async () => {
    const body = looseRecordSchema.parse((await get('/api/content')).json());
    const content = looseRecordSchema.parse(body.content);
    for (const key of contentKeys) expect(() => contentResponseSchemas[key].parse(content[key])).not.toThrow();
  });

  it('answers the settings as a record', async () => {
    const body = looseRecordSchema.parse((await get('/api/settings')).json());
    expect(body.settings).toMatchObject({ site_name: 'ZamEats', currency: 'ZMW', blog_per_page: 12, default_dial_code: '+260' });
  });
});

describe('GET /api/pages', () => {
  it('lists the published pages with slugs', async () => {
    const pages = publishedPagesResponseSchema.parse((await get('/api/pages/published')).json());
    expect(pages.map((page) => page.slug)).toEqual([
      'homepage',
      'about',
      'faqs',
      'blog',
      'contact',
      'careers',
      'privacy',
      'user-app',
      'merchant-app',
      'rider-app',
    ]);
  });

  it('answers a page by slug and 404 for an unknown one', async () => {
    const page = pageResponseSchema.parse((await get('/api/pages/about')).json());
    expect(page).toMatchObject({ slug: 'about', title: 'About ZamEats' });
    expect(page.content).toContain('Lusaka');

    for (const slug of ['navigation', 'missing']) {
      const response = await get(`/api/pages/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Page not found' });
    }
  });
});

describe('GET /api/content/search', () => {
  async function search(query: Record<string, string>) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/search', query });
    expect(response.statusCode).toBe(200);
    return contentSearchResponseSchema.parse(response.json());
  }

  it('finds pages, FAQs, blog posts and careers', async () => {
    const results = await search({ q: 'kapenta' });
    expect(results.some((hit) => hit.type === 'blog' && hit.title === 'Five Ways to Enjoy Kapenta')).toBe(true);

    const refunds = await search({ q: 'refund' });
    expect(refunds.map((hit) => hit.type)).toEqual(expect.arrayContaining(['page', 'faq']));
    expect(refunds.find((hit) => hit.type === 'page')).toMatchObject({ slug: 'privacy', url: '/privacy' });

    const drivers = await search({ q: 'delivery driver', type: 'career' });
    expect(drivers).toEqual([expect.objectContaining({ type: 'career', title: 'Delivery Driver', url: '/careers' })]);
  });

  it('finds blog posts by their text, not only their title', async () => {
    const results = await search({ q: 'Lake Kariba', type: 'blog' });
    expect(results.map((hit) => hit.title)).toContain('A Beginner’s Guide to Nshima and Its Relishes');
    const hit = results.find((result) => result.slug === 'a-beginners-guide-to-nshima-and-its-relishes');
    expect(hit?.url).toBe('/blog/a-beginners-guide-to-nshima-and-its-relishes');
    expect(hit?.image).toBe(`${testConfig.publicUrl}/images/blog/a-beginners-guide-to-nshima-and-its-relishes.svg`);
  });

  it("finds the policies by the company's details they name, never by their placeholders", async () => {
    expect((await search({ q: '211 255 300', type: 'page' })).map((hit) => hit.slug)).toEqual(['privacy']);
    expect(await search({ q: 'company_email' })).toEqual([]);
  });

  it('does not match image paths, links or colours of pages', async () => {
    expect(await search({ q: 'svg' })).toEqual([]);
    expect(await search({ q: 'play.google.com' })).toEqual([]);
  });

  it('treats quotes, SQL and LIKE wildcards as plain text', async () => {
    for (const q of ['%', '_', '\\', "' OR 1=1 --", '"; DROP TABLE blog_posts; --', '%%__']) {
      expect(await search({ q })).toEqual([]);
    }
    expect((await get('/api/blog')).statusCode).toBe(200);

    await testApp.db
      .insertInto('blog_posts')
      .values({
        slug: 'a-100-percent-local-menu',
        title: 'A 100% local menu',
        content_html: "<p>Only O'Brien's_favourites.</p>",
        content_text: "Only O'Brien's_favourites.",
        published_at: '2020-01-01',
      })
      .execute();
    expect((await search({ q: '100%', type: 'blog' })).map((hit) => hit.title)).toEqual(['A 100% local menu']);
    expect(await search({ q: '100_', type: 'blog' })).toEqual([]);
    expect((await search({ q: "O'Brien's_fav", type: 'blog' })).map((hit) => hit.slug)).toEqual(['a-100-percent-local-menu']);
    expect((await search({ q: 'Zambia’s most', type: 'blog' })).map((hit) => hit.title)).toEqual([
      'Chikanda: The Story of African Polony',
    ]);
  });

  it('finds nothing for empty text, caps the results and ignores other params', async () => {
    expect(await search({ q: '   ' })).toEqual([]);
    expect(await search({ q: 'a', limit: '2', page: '3' })).toHaveLength(2);
  });

  it('refuses search text over 100 characters and unknown types', async () => {
    const long = await testApp.app.inject({ method: 'GET', url: '/api/content/search', query: { q: 'a'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'q: The search text is too long (at most 100 characters).' });
    expect((await search({ q: 'a'.repeat(100) })).length).toBe(0);

    const badType = await testApp.app.inject({ method: 'GET', url: '/api/content/search', query: { q: 'a', type: 'users' } });
    expect(badType.statusCode).toBe(400);
  });
});
