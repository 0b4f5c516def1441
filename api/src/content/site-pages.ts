import type { Db } from '../db/connect-database';
import type { JsonObject } from '../lib/json';
import { policyPageWithContact, readContactDetails, withContactPlaceholdersFilled } from './contact-details';
import { readBlock } from './content-store';

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

/**
 * A page's id: its place among the site's pages, counted from 1. The CMS documents have no id of
 * their own (a block is named by kind and key); the seed stores the pages in this order, so these
 * are the numbers their SQLite row ids always were.
 */
function pageId(key: SitePageKey): number {
  return sitePageKeys.indexOf(key) + 1;
}

/** A page as `/pages/...` answers it: the stored document plus id, slug, url and the fields every page has. */
export async function readSitePage(db: Db, key: SitePageKey): Promise<JsonObject | null> {
  const stored = await readBlock(db, 'page', key);
  if (!stored) return null;
  const details = await readContactDetails(db);
  const data = key === 'privacy' ? policyPageWithContact(stored, details) : withContactPlaceholdersFilled(stored, details);
  return {
    ...data,
    id: pageId(key),
    slug: key,
    url: sitePageRoutes[key],
    title: data.title ?? null,
    content: data.content ?? null,
    page_data: data.page_data ?? {},
  };
}

/** Every page that has a document, in the order of the site's routes. */
export async function listSitePages(db: Db): Promise<JsonObject[]> {
  const pages: JsonObject[] = [];
  for (const key of sitePageKeys) {
    const page = await readSitePage(db, key);
    if (page !== null) pages.push(page);
  }
  return pages;
}
