import { readPaths } from '@storefront/api-client/schemas';
import type { RuntimeConfig } from '@storefront/contract/boundary';
import { firstMealPicture, firstPostPicture, heroPictures, mealPicture, postPicture } from './lead-images';
import { routeParams } from '@storefront/contract/routes';

/** A read a page starts with, without a token: on the commerce API or the content service. */
export interface FirstRead {
  service: 'api' | 'content';
  path: string;
}

const api = (path: string): FirstRead => ({ service: 'api', path });
const content = (path: string): FirstRead => ({ service: 'content', path });

/**
 * The reads whose answers the largest part of a page waits for (its meals, its post, its hero),
 * per route, for the host's server to preload with the page. Only public reads: a preload carries
 * no bearer token. `leadImages` finds the pictures of the page's first screen, the one it paints
 * largest first, in the answer of its first read (lead-images.ts).
 */
const firstReadsByRoute: Array<{
  pattern: string;
  reads: (params: Record<string, string>) => FirstRead[];
  leadImages?: (answer: unknown) => string[];
}> = [
  {
    pattern: '/',
    reads: () => [readPaths.hero, readPaths.homepage, readPaths.featureCards, readPaths.highlightCards, readPaths.featuredFaqs].map(content),
    leadImages: heroPictures,
  },
  { pattern: '/menu', reads: () => [api(readPaths.products), api(readPaths.categories)], leadImages: firstMealPicture },
  { pattern: '/cart', reads: () => [api(readPaths.appSettings)] },
  { pattern: '/food/:id', reads: ({ id = '' }) => [api(readPaths.product(id)), api(readPaths.products)], leadImages: mealPicture },
  { pattern: '/blog', reads: () => [content(readPaths.blogFirstPage)], leadImages: firstPostPicture },
  { pattern: '/blog/:id', reads: ({ id = '' }) => [content(readPaths.blogPost(id))], leadImages: postPicture },
];

type ReadConfig = Pick<RuntimeConfig, 'apiUrl' | 'contentUrl'>;

/** The first reads of the page at `pathname`, as URLs the page's clients will ask for; null for a page without any. */
function firstReadsOf(pathname: string, config: ReadConfig) {
  for (const route of firstReadsByRoute) {
    const params = routeParams(route.pattern, pathname);
    if (!params) continue;
    const urls = route.reads(params).map(({ service, path }) => {
      const base = (service === 'api' ? config.apiUrl : config.contentUrl).replace(/\/+$/, '');
      return `${base}/${path}`;
    });
    return { urls, leadImages: route.leadImages };
  }
  return null;
}

/** The URLs of the first reads of the page at `pathname`, as the page's clients will ask for them. */
export function firstReadUrls(pathname: string, config: ReadConfig): string[] {
  return firstReadsOf(pathname, config)?.urls ?? [];
}

/**
 * Where the pictures of the first screen of the page at `pathname` are named (its first read's
 * URL) and how to find them in the answer, the largest first; null for a page without any.
 */
export function leadImagesRead(pathname: string, config: ReadConfig): { readUrl: string; pick: (answer: unknown) => string[] } | null {
  const reads = firstReadsOf(pathname, config);
  const readUrl = reads?.urls[0];
  return reads?.leadImages && readUrl ? { readUrl, pick: reads.leadImages } : null;
}
