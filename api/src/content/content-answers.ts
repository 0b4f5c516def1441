import type { ContentPageKey } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { withAbsoluteImageUrlsInObject } from '../http/public-url';
import type { JsonObject } from '../lib/json';
import { policyPageWithContact, readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { isActive, isFeatured, readActiveList, readBlock } from './content-store';

/**
 * The answers of `GET /content/{key}`, composed from the CMS documents so that each text lives
 * once (the homepage and about reuse the component lists). Null means a document the answer
 * cannot do without is missing.
 */
type ContentAnswer = (db: Db) => Promise<JsonObject | null>;

/** A page document, with the company's contact details wherever its texts ask for them. */
async function page(db: Db, key: string): Promise<JsonObject | null> {
  const document = await readBlock(db, 'page', key);
  return document ? withContactPlaceholdersFilled(document, await readContactDetails(db)) : null;
}

/** The hero, unless the CMS switched it off. */
export async function readActiveHero(db: Db): Promise<JsonObject | null> {
  const hero = await readBlock(db, 'component', 'full-hero-section');
  return hero && isActive(hero) ? hero : null;
}

export async function readFeaturedFaqs(db: Db): Promise<JsonObject[]> {
  return (await readActiveList(db, 'faqs')).filter(isFeatured);
}

const appDownloadBlock = (db: Db): Promise<JsonObject | null> => readBlock(db, 'component', 'app-download');
const appDownloadBanner = (db: Db): Promise<JsonObject | null> => readBlock(db, 'component', 'app-download-banner');

/**
 * The footer: its active sections, the footer page's own texts and the company's e-mail and phone
 * from the contact details (the ones /contact shows), not a copy of its own.
 */
export async function readFooter(db: Db): Promise<JsonObject> {
  const details = await readContactDetails(db);
  const footerBlock = await readBlock(db, 'page', 'footer');
  const footerPage = footerBlock ? withContactPlaceholdersFilled(footerBlock, details) : {};
  return {
    ...footerPage,
    sections: await readActiveList(db, 'footer-sections'),
    contact: { email: details.company_email, phone: details.company_phone },
  };
}

/** The policies, naming the company's contact details wherever their text asks for them. */
async function readPrivacy(db: Db): Promise<JsonObject | null> {
  const document = await readBlock(db, 'page', 'privacy');
  return document ? { page: policyPageWithContact(document, await readContactDetails(db)) } : null;
}

/** Pages whose answer is `{ page }` and that mean nothing without it. */
const requiredPage =
  (key: string): ContentAnswer =>
  async (db) => {
    const document = await page(db, key);
    return document ? { page: document } : null;
  };

/** Pages the storefront shows around its own data: the page text is optional. */
const optionalPage =
  (key: string): ContentAnswer =>
  async (db) => ({ page: await page(db, key) });

const contentAnswers: Record<ContentPageKey | 'footer', ContentAnswer> = {
  homepage: async (db) => ({
    page: await page(db, 'homepage'),
    hero: await readActiveHero(db),
    appDownload: await appDownloadBlock(db),
    features: await readActiveList(db, 'feature-cards'),
    highlights: await readActiveList(db, 'highlight-cards'),
    faqs: await readFeaturedFaqs(db),
    appDownloadBanner: await appDownloadBanner(db),
  }),
  about: async (db) => {
    const about = await page(db, 'about');
    if (!about) return null;
    return {
      page: about,
      team_focus: await readActiveList(db, 'team-focus'),
      features: await readActiveList(db, 'feature-cards'),
      faqs: await readFeaturedFaqs(db),
      app_download: await appDownloadBanner(db),
    };
  },
  faqs: async (db) => ({ page: await page(db, 'faqs'), faqs: await readActiveList(db, 'faqs') }),
  blog: optionalPage('blog'),
  contact: optionalPage('contact'),
  careers: optionalPage('careers'),
  privacy: readPrivacy,
  'rider-app': requiredPage('rider-app'),
  'user-app': requiredPage('user-app'),
  'merchant-app': requiredPage('merchant-app'),
  navigation: async (db) => (await page(db, 'navigation')) ?? { items: [] },
  hero: async (db) => ({ hero: await readActiveHero(db) }),
  // The home page's download block; the banner rides along under its own name.
  'app-download': async (db) => ({ app_download: await appDownloadBlock(db), appDownloadBanner: await appDownloadBanner(db) }),
  // Not a key of the contract's getContent (the footer reads /components/footer-sections/active), kept for other clients.
  footer: readFooter,
};

export type ContentKey = keyof typeof contentAnswers;

export const contentKeys = Object.keys(contentAnswers) as ContentKey[];

export function isContentKey(value: string): value is ContentKey {
  return Object.hasOwn(contentAnswers, value);
}

/** The answer for `key` with image paths made absolute, or null when its documents are missing. */
export async function readContent(db: Db, publicUrl: string, key: ContentKey): Promise<JsonObject | null> {
  const answer = await contentAnswers[key](db);
  return answer === null ? null : withAbsoluteImageUrlsInObject(publicUrl, answer);
}
