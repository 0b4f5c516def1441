import type { PageHandle, PageMeta } from '@storefront/contract';
import { BRAND_NAME } from '@storefront/ui';
import { isRouteErrorResponse } from 'react-router-dom';

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

/** The host's not-found page's: for an address of no page, and a page whose loader found nothing there. */
export const NOT_FOUND_META: PageMeta = { title: 'Page not found' };

/**
 * The metadata of the page on screen: the not-found page's where a page's loader found nothing at
 * its address (a 404: the host shows its not-found page there), else that of the deepest route
 * that has any (the page's, else the site's). `errors` are the router's, by route.
 */
export function pageMetaOf(matches: readonly MetaMatch[], errors: Readonly<Record<string, unknown>> | null = null): PageMeta {
  if (Object.values(errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404)) return NOT_FOUND_META;
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as PageHandle | undefined)?.meta?.(match.data, match.params);
    if (meta) return meta;
  }
  return SITE_META;
}

/** The tab's title: the page's, then the storefront's name. */
export const documentTitle = (meta: PageMeta) => `${meta.title} | ${BRAND_NAME}`;
