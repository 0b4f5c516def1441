import {
  careersResponseSchema,
  faqsResponseSchema,
  featureCardsResponseSchema,
  footerContentSchema,
  fullHeroSectionResponseSchema,
  highlightsResponseSchema,
  recentBlogPostsResponseSchema,
  teamFocusResponseSchema,
} from '@storefront/api-client/schemas';
import { z } from 'zod';
import { BRIEF_PUBLIC_CACHE } from '../http/cache-control';
import type { JsonObject, JsonValue } from '../lib/json';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function getParsed<S extends z.core.$ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe(BRIEF_PUBLIC_CACHE);
  return z.parse(schema, response.json());
}

const imageBase = `${testConfig.publicUrl}/images/`;

/** Rewrites a component's stored document, as the CMS would. */
async function editComponent(app: TestApp, key: string, edit: (data: JsonValue) => JsonValue): Promise<void> {
  const { data } = await app.db
    .selectFrom('content_blocks')
    .select('data')
    .where('kind', '=', 'component')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('content_blocks')
    .set({ data: JSON.stringify(edit(JSON.parse(data) as JsonValue)) })
    .where('kind', '=', 'component')
    .where('key', '=', key)
    .execute();
}

describe('GET /api/components/full-hero-sections/active', () => {
  it('answers the hero as JSON, never cached, with absolute images', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/components/full-hero-sections/active',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = fullHeroSectionResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.full_hero_section).toMatchObject({
      title: 'Zambian flavours, delivered to your door',
      background_image: `${imageBase}content/hero-market-table.svg`,
      app_store_image: `${imageBase}badges/app-store.svg`,
      animation_settings: { bike: { enabled: true }, cloud: { enabled: true } },
    });
  });

  it('answers a null hero when the CMS switched it off', async () => {
    const other = await createTestApp();
    try {
      await editComponent(other, 'full-hero-section', (hero) => ({ ...(hero as JsonObject), is_active: false }));
      const response = await other.app.inject({ method: 'GET', url: '/api/components/full-hero-sections/active' });
      expect(fullHeroSectionResponseSchema.parse(response.json())).toEqual({ success: true, full_hero_section: null });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/components/...', () => {
  it('feature-cards/active: the three cards to the app pages, images absolute', async () => {
    const cards = await getParsed('/api/components/feature-cards/active', featureCardsResponseSchema);
    expect(cards.map((card) => card.link_url)).toEqual(['/user-app', '/merchant-app', '/rider-app']);
    for (const card of cards) expect(card.image_url?.startsWith(imageBase)).toBe(true);
  });

  it('faqs/featured: only featured FAQs, in order', async () => {
    const faqs = await getParsed('/api/components/faqs/featured', faqsResponseSchema);
    expect(faqs.map((faq) => faq.sort_order)).toEqual([1, 2, 3, 4]);
    expect(faqs.every((faq) => faq.is_featured)).toBe(true);
  });

  it('blog-posts/recent: the three newest posts', async () => {
    const posts = await getParsed('/api/components/blog-posts/recent', recentBlogPostsResponseSchema);
    expect(posts).toHaveLength(3);
    const dates = posts.map((post) => post.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]?.image?.startsWith(`${imageBase}blog/`)).toBe(true);
  });

  it('career-posts/active: every active opening', async () => {
    const careers = await getParsed('/api/components/career-posts/active', careersResponseSchema);
    expect(careers.length).toBeGreaterThanOrEqual(5);
    expect(careers[0]).toMatchObject({ title: 'Delivery Driver', type: 'Full-time', is_featured: true });
  });

  it('highlight-cards/active: the highlights in order, images absolute', async () => {
    const highlights = await getParsed('/api/components/highlight-cards/active', highlightsResponseSchema);
    expect(highlights.map((highlight) => highlight.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const highlight of highlights) expect(highlight.image_url?.startsWith(imageBase)).toBe(true);
  });

  it('footer-sections/active: the sections and the contact', async () => {
    const footer = await getParsed('/api/components/footer-sections/active', footerContentSchema);
    expect(footer.sections.map((section) => section.title)).toEqual(['Company', 'Help', 'Partner with us', 'Locations']);
    expect(footer.contact).toEqual({ email: 'hello@zameats.co.zm', phone: '+260 211 255 300' });
  });

  it('team-focus/active: the team focus items', async () => {
    const items = await getParsed('/api/components/team-focus/active', teamFocusResponseSchema);
    expect(items.map((item) => item.title)).toEqual(['Customer Experience', 'Kitchen Partnerships', 'Rider Community', 'Technology']);
  });

  it('leaves out items the CMS switched off', async () => {
    const other = await createTestApp();
    try {
      await editComponent(other, 'feature-cards', (cards) =>
        (cards as JsonObject[]).map((card, index) => (index === 1 ? { ...card, is_active: false } : card)),
      );
      const response = await other.app.inject({ method: 'GET', url: '/api/components/feature-cards/active' });
      const cards = featureCardsResponseSchema.parse(response.json());
      expect(cards.map((card) => card.title)).toEqual(['Try The App', 'Become A Rider']);
    } finally {
      await other.close();
    }
  });
});
