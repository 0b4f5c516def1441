import type { PageHandle, PageMeta } from '@storefront/contract';
import { BRAND_NAME } from '@storefront/ui';

/** What the storefront says of itself, for a page that says nothing of its own. */
export const SITE_META: PageMeta = {
  title: 'Order food online in Zambia',
  description: 'Order meals from restaurants near you in Zambia, for delivery, pickup or dine-in.',
};

/** A match of the router, as far as metadata goes. */
export interface MetaMatch {
  handle: unknown;
  data: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

/** The metadata of the deepest route that has any (the page's, else the site's). */
export function pageMetaOf(matches: readonly MetaMatch[]): PageMeta {
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as PageHandle | undefined)?.meta?.(match.data, match.params);
    if (meta) return meta;
  }
  return SITE_META;
}

/** The tab's title: the page's, then the storefront's name. */
export const documentTitle = (meta: PageMeta) => `${meta.title} | ${BRAND_NAME}`;
