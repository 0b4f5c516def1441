import { readPaths } from '../api/read-paths';
import type { RuntimeConfig } from '../schemas/runtime-config';
import { firstMealPicture, firstPostPicture, heroPicture, mealPicture, postPicture } from './lead-images';
import { routeParams } from './route-table';

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
 * no bearer token. `leadImage` finds the picture the page paints largest in the answer of its
 * first read (lead-images.ts).
 */
const firstReadsByRoute: Array<{
  pattern: string;
  reads: (params: Record<string, string>) => FirstRead[];
  leadImage?: (answer: unknown) => string | undefined;
}> = [
  {
    pattern: '/',
    reads: () => [readPaths.hero, readPaths.homepage, readPaths.featureCards, readPaths.highlightCards, readPaths.featuredFaqs].map(content),
    leadImage: heroPicture,
  },
  { pattern: '/menu', reads: () => [api(readPaths.products), api(readPaths.categories)], leadImage: firstMealPicture },
  { pattern: '/cart', reads: () => [api(readPaths.appSettings)] },
  { pattern: '/food/:id', reads: ({ id = '' }) => [api(readPaths.product(id)), api(readPaths.products)], leadImage: mealPicture },
  { pattern: '/blog', reads: () => [content(readPaths.blogFirstPage)], leadImage: firstPostPicture },
  { pattern: '/blog/:id', reads: ({ id = '' }) => [content(readPaths.blogPost(id))], leadImage: postPicture },
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
    return { urls, leadImage: route.leadImage };
  }
  return null;
}

/** The URLs of the first reads of the page at `pathname`, as the page's clients will ask for them. */
export function firstReadUrls(pathname: string, config: ReadConfig): string[] {
  return firstReadsOf(pathname, config)?.urls ?? [];
}

/** Where the lead picture of the page at `pathname` is named (its first read's URL) and how to find it in the answer; null for a page without one. */
export function leadImageRead(pathname: string, config: ReadConfig): { readUrl: string; pick: (answer: unknown) => string | undefined } | null {
  const reads = firstReadsOf(pathname, config);
  const readUrl = reads?.urls[0];
  return reads?.leadImage && readUrl ? { readUrl, pick: reads.leadImage } : null;
}
