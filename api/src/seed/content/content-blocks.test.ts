import {
  aboutPageSchema,
  appDownloadBannerSchema,
  cmsPageSchema,
  faqSchema,
  featureCardSchema,
  footerContentSchema,
  heroSectionSchema,
  highlightSchema,
  merchantAppPageDataSchema,
  navigationContentSchema,
  policyPageSchema,
  riderAppPageDataSchema,
  teamFocusItemSchema,
  userAppPageDataSchema,
} from '@storefront/api-client/schemas';
import { z } from 'zod';
import type { JsonValue } from '../../lib/json';
import { seedContentBlocks } from './content-blocks';

const seedDay = new Date('2030-03-15T10:00:00Z');

function block(kind: 'page' | 'component', key: string): JsonValue {
  const found = seedContentBlocks(seedDay).find((entry) => entry.kind === kind && entry.key === key);
  if (!found) throw new Error(`no ${kind} ${key}`);
  return found.data;
}

function pageData(key: string): unknown {
  return z.object({ page_data: z.unknown() }).parse(block('page', key)).page_data;
}

/** The content routes will answer these documents; each must parse with the contract's schema. */
describe('seeded CMS content', () => {
  it.each([
    ['hero', heroSectionSchema, () => block('component', 'full-hero-section')],
    ['app-download block', appDownloadBannerSchema, () => block('component', 'app-download')],
    ['app-download banner', appDownloadBannerSchema, () => block('component', 'app-download-banner')],
    ['feature cards', z.array(featureCardSchema).length(3), () => block('component', 'feature-cards')],
    ['highlights', z.array(highlightSchema).min(3), () => block('component', 'highlight-cards')],
    ['faqs', z.array(faqSchema).min(4), () => block('component', 'faqs')],
    ['team focus', z.array(teamFocusItemSchema).min(3), () => block('component', 'team-focus')],
    ['about page', aboutPageSchema, () => block('page', 'about')],
    ['privacy page', policyPageSchema, () => block('page', 'privacy')],
    ['user app', userAppPageDataSchema, () => pageData('user-app')],
    ['merchant app', merchantAppPageDataSchema, () => pageData('merchant-app')],
    ['rider app', riderAppPageDataSchema, () => pageData('rider-app')],
    ['navigation', navigationContentSchema, () => block('page', 'navigation')],
  ] as const)('%s parses with the contract', (_name, schema, value) => {
    expect(() => schema.parse(value())).not.toThrow();
  });

  it.each(['homepage', 'faqs', 'blog', 'contact', 'careers'])('the %s page parses as a CMS page', (key) => {
    expect(() => cmsPageSchema.parse(block('page', key))).not.toThrow();
  });

  it('the footer has the four default locations and no contact of its own', () => {
    const footer = footerContentSchema.parse({ sections: block('component', 'footer-sections') });
    const locations = footer.sections.find((section) => section.section_type === 'locations');
    expect(locations?.links.map((link) => link.text)).toEqual(['Lusaka', 'Livingstone', 'Kitwe', 'Ndola']);
    // The footer's e-mail and phone are the company's contact details, added when it is answered.
    expect(block('page', 'footer')).not.toHaveProperty('contact');
    expect(block('page', 'footer')).toMatchObject({ copyright: '© 2030 ZamEats. All rights reserved.' });
  });

  it('dates the policies before the seed day and names contact details only through placeholders', () => {
    const policies = policyPageSchema.parse(block('page', 'privacy'));
    expect(policies.page_data?.last_updated).toBe('2029-12-30');
    const texts = JSON.stringify(block('page', 'privacy'));
    expect(texts).toContain('{{company_email}}');
    expect(texts).toContain('{{company_address}}');
    expect(texts).not.toMatch(/zameats\.co\.zm|\+260|Cairo Road/);
  });

  it('the three feature cards lead to the app pages', () => {
    const cards = z.array(featureCardSchema).parse(block('component', 'feature-cards'));
    expect(cards.map((card) => [card.title, card.link_url])).toEqual([
      ['Try The App', '/user-app'],
      ['Become A Merchant', '/merchant-app'],
      ['Become A Rider', '/rider-app'],
    ]);
  });
});
