import { readPaths } from '../api/read-paths';
import type { RuntimeConfig } from '../schemas/runtime-config';
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
 * no bearer token.
 */
const firstReadsByRoute: Array<{ pattern: string; reads: (params: Record<string, string>) => FirstRead[] }> = [
  {
    pattern: '/',
    reads: () => [readPaths.hero, readPaths.homepage, readPaths.featureCards, readPaths.highlightCards, readPaths.featuredFaqs].map(content),
  },
  { pattern: '/menu', reads: () => [api(readPaths.products), api(readPaths.categories)] },
  { pattern: '/cart', reads: () => [api(readPaths.appSettings)] },
  { pattern: '/food/:id', reads: ({ id = '' }) => [api(readPaths.product(id)), api(readPaths.products)] },
  { pattern: '/blog', reads: () => [content(readPaths.blogFirstPage)] },
  { pattern: '/blog/:id', reads: ({ id = '' }) => [content(readPaths.blogPost(id))] },
];

/** The route pattern of the page at `pathname` and the URLs of its first reads, as the page's clients will ask for them; null for a page without any. */
export function firstReadsOf(pathname: string, config: Pick<RuntimeConfig, 'apiUrl' | 'contentUrl'>): { pattern: string; urls: string[] } | null {
  for (const { pattern, reads } of firstReadsByRoute) {
    const params = routeParams(pattern, pathname);
    if (!params) continue;
    const urls = reads(params).map(({ service, path }) => {
      const base = (service === 'api' ? config.apiUrl : config.contentUrl).replace(/\/+$/, '');
      return `${base}/${path}`;
    });
    return { pattern, urls };
  }
  return null;
}

/** The URLs of the first reads of the page at `pathname`, as the page's clients will ask for them. */
export function firstReadUrls(pathname: string, config: Pick<RuntimeConfig, 'apiUrl' | 'contentUrl'>): string[] {
  return firstReadsOf(pathname, config)?.urls ?? [];
}
