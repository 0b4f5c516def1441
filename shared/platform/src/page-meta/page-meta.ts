import type { PageHandle, PageMeta } from '@storefront/contract';
import { BRAND_NAME } from '@storefront/ui';
import { isRouteErrorResponse } from 'react-router-dom';

export const SITE_META: PageMeta = {
  title: 'Order food online in Zambia',
  description: 'Order meals from restaurants near you in Zambia, for delivery, pickup or dine-in.',
};

interface MetaMatch {
  handle: unknown;
  data: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

export const NOT_FOUND_META: PageMeta = { title: 'Page not found' };

/** The not-found page's where a loader answered 404 (the host shows that page), else the deepest route's that has any. */
export function pageMetaOf(matches: readonly MetaMatch[], errors: Readonly<Record<string, unknown>> | null = null): PageMeta {
  if (Object.values(errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404)) return NOT_FOUND_META;
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as PageHandle | undefined)?.meta?.(match.data, match.params);
    if (meta) return meta;
  }
  return SITE_META;
}

export const documentTitle = (meta: PageMeta) => `${meta.title} | ${BRAND_NAME}`;
