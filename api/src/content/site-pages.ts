import type { Db } from '../db/open-database';
import type { JsonObject } from '../lib/json';
import { policyPageWithContact, readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { readPageWithId } from './content-store';

/**
 * The CMS pages the storefront shows, by content key (their slug), with the route showing each.
 * `navigation` and `footer` are page documents too, but frame every page rather than being one.
 */
export const sitePageRoutes = {
  homepage: '/',
  about: '/about',
  faqs: '/faq',
  blog: '/blog',
  contact: '/contact',
  careers: '/careers',
  privacy: '/privacy',
  'user-app': '/user-app',
  'merchant-app': '/merchant-app',
  'rider-app': '/rider-app',
} as const;

export type SitePageKey = keyof typeof sitePageRoutes;

export const sitePageKeys = Object.keys(sitePageRoutes) as SitePageKey[];

export function isSitePageKey(value: string): value is SitePageKey {
  return Object.hasOwn(sitePageRoutes, value);
}

/** A page as `/pages/...` answers it: the stored document plus id, slug, url and the fields every page has. */
export function readSitePage(db: Db, key: SitePageKey): JsonObject | null {
  const page = readPageWithId(db, key);
  if (!page) return null;
  const details = readContactDetails(db);
  const data = key === 'privacy' ? policyPageWithContact(page.data, details) : withContactPlaceholdersFilled(page.data, details);
  return {
    ...data,
    id: page.id,
    slug: key,
    url: sitePageRoutes[key],
    title: data.title ?? null,
    content: data.content ?? null,
    page_data: data.page_data ?? {},
  };
}

/** Every page that has a document, in the order of the site's routes. */
export function listSitePages(db: Db): JsonObject[] {
  return sitePageKeys.map((key) => readSitePage(db, key)).filter((page): page is JsonObject => page !== null);
}
