import type { ContentPageKey } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { withAbsoluteImageUrlsInObject } from '../http/public-url';
import type { JsonObject } from '../lib/json';
import { policyPageWithContact, readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { isActive, isFeatured, readActiveList, readBlock } from './content-store';

/**
 * The answers of `GET /content/{key}`, composed from the CMS documents so that each text lives
 * once (the homepage and about reuse the component lists). Null means a document the answer
 * cannot do without is missing.
 */
type ContentAnswer = (db: Db) => JsonObject | null;

/** A page document, with the company's contact details wherever its texts ask for them. */
function page(db: Db, key: string): JsonObject | null {
  const document = readBlock(db, 'page', key);
  return document ? withContactPlaceholdersFilled(document, readContactDetails(db)) : null;
}

/** The hero, unless the CMS switched it off. */
export function readActiveHero(db: Db): JsonObject | null {
  const hero = readBlock(db, 'component', 'full-hero-section');
  return hero && isActive(hero) ? hero : null;
}

export function readFeaturedFaqs(db: Db): JsonObject[] {
  return readActiveList(db, 'faqs').filter(isFeatured);
}

const appDownloadBlock = (db: Db): JsonObject | null => readBlock(db, 'component', 'app-download');
const appDownloadBanner = (db: Db): JsonObject | null => readBlock(db, 'component', 'app-download-banner');

/**
 * The footer: its active sections, the footer page's own texts and the company's e-mail and phone
 * from the contact details (the ones /contact shows), not a copy of its own.
 */
export function readFooter(db: Db): JsonObject {
  const details = readContactDetails(db);
  const footerBlock = readBlock(db, 'page', 'footer');
  const footerPage = footerBlock ? withContactPlaceholdersFilled(footerBlock, details) : {};
  return {
    ...footerPage,
    sections: readActiveList(db, 'footer-sections'),
    contact: { email: details.company_email, phone: details.company_phone },
  };
}

/** The policies, naming the company's contact details wherever their text asks for them. */
function readPrivacy(db: Db): JsonObject | null {
  const document = readBlock(db, 'page', 'privacy');
  return document ? { page: policyPageWithContact(document, readContactDetails(db)) } : null;
}

/** Pages whose answer is `{ page }` and that mean nothing without it. */
const requiredPage =
  (key: string): ContentAnswer =>
  (db) => {
    const document = page(db, key);
    return document ? { page: document } : null;
  };

/** Pages the storefront shows around its own data: the page text is optional. */
const optionalPage =
  (key: string): ContentAnswer =>
  (db) => ({ page: page(db, key) });

const contentAnswers: Record<ContentPageKey | 'footer', ContentAnswer> = {
  homepage: (db) => ({
    page: page(db, 'homepage'),
    hero: readActiveHero(db),
    appDownload: appDownloadBlock(db),
    features: readActiveList(db, 'feature-cards'),
    highlights: readActiveList(db, 'highlight-cards'),
    faqs: readFeaturedFaqs(db),
    appDownloadBanner: appDownloadBanner(db),
  }),
  about: (db) => {
    const about = page(db, 'about');
    if (!about) return null;
    return {
      page: about,
      team_focus: readActiveList(db, 'team-focus'),
      features: readActiveList(db, 'feature-cards'),
      faqs: readFeaturedFaqs(db),
      app_download: appDownloadBanner(db),
    };
  },
  faqs: (db) => ({ page: page(db, 'faqs'), faqs: readActiveList(db, 'faqs') }),
  blog: optionalPage('blog'),
  contact: optionalPage('contact'),
  careers: optionalPage('careers'),
  privacy: readPrivacy,
  'rider-app': requiredPage('rider-app'),
  'user-app': requiredPage('user-app'),
  'merchant-app': requiredPage('merchant-app'),
  navigation: (db) => page(db, 'navigation') ?? { items: [] },
  hero: (db) => ({ hero: readActiveHero(db) }),
  // The home page's download block; the banner rides along under its own name.
  'app-download': (db) => ({ app_download: appDownloadBlock(db), appDownloadBanner: appDownloadBanner(db) }),
  // Not a key of the contract's getContent (the footer reads /components/footer-sections/active), kept for other clients.
  footer: readFooter,
};

export type ContentKey = keyof typeof contentAnswers;

export const contentKeys = Object.keys(contentAnswers) as ContentKey[];

export function isContentKey(value: string): value is ContentKey {
  return Object.hasOwn(contentAnswers, value);
}

/** The answer for `key` with image paths made absolute, or null when its documents are missing. */
export function readContent(db: Db, publicUrl: string, key: ContentKey): JsonObject | null {
  const answer = contentAnswers[key](db);
  return answer === null ? null : withAbsoluteImageUrlsInObject(publicUrl, answer);
}
