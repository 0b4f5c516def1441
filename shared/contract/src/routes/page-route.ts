import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/**
 * What a page says about itself to the document's head, for search engines and link previews
 * (which run no script) as much as for the browser's tab: the host's server writes it into the
 * page it renders, and the host keeps the title current as the customer moves on.
 */
export interface PageMeta {
  /** The page's own title, without the site's name (the host adds it): a meal's name, a post's title. */
  title: string;
  /** One or two sentences; the site's description when missing. */
  description?: string;
  /** An absolute URL of the page's picture (a meal's, a post's, the hero's), for link previews. */
  image?: string;
  /** Open Graph's type: a meal is a product, a post an article; 'website' when missing. */
  type?: 'website' | 'article' | 'product';
  /** Structured data (schema.org) about what the page shows, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/**
 * What a remote's route tells the host about its page (the route's `handle`):
 * - `meta`: the page's metadata, from what its loader read (and the route's params);
 * - `clientOnly`: the page shows what only the browser knows (the session, the cart), so the
 *   host's server renders its placeholder inside the layout and the browser fills it in; it is
 *   kept out of the sitemap, and crawlers out of it. Its loader, if any, runs on the server too
 *   and must need nothing only the browser knows: it may refuse an address no page has (a 404);
 * - `sitemap`: the addresses of the route's pages for the sitemap (a route with parameters lists
 *   them: the catalogue's meals, the posts), or `false` for a page crawlers should leave alone (a
 *   sign-in form). A route without parameters is listed as it is otherwise.
 */
export interface PageHandle {
  meta?: (data: unknown, params: Readonly<Record<string, string | undefined>>) => PageMeta | null;
  clientOnly?: boolean;
  sitemap?: false | (() => Promise<string[]>);
}

/**
 * A page of a remote: a React Router data route. Its `loader` reads what the page shows, on the
 * server for the first page and in the browser for the next; its page's code loads when first
 * needed (`preload` loads it ahead: lazyPage); `handle` is a PageHandle.
 */
export type RemoteRoute = RouteObject & { preload?: () => Promise<unknown>; handle?: PageHandle };

/** What a remote's `./routes` module exports as default. */
export type RemoteRoutes = RemoteRoute[];

export interface RemoteRoutesModule {
  default: RemoteRoutes;
}

/**
 * How a page of a remote is opened, wherever it runs (the host, a remote alone, tests): its reads
 * (the route's loader) and its code (`preload`) side by side, so the page renders once with its
 * data. Answers what the loader read (null for a page that reads nothing).
 */
export async function openPage(route: RemoteRoute, args: LoaderFunctionArgs): Promise<unknown> {
  const [data] = await Promise.all([typeof route.loader === 'function' ? route.loader(args) : null, route.preload?.()]);
  return data ?? null;
}
