import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  createStorefrontStore,
  remoteNames,
  type RemoteName,
  seedCustomerState,
  serveApiFrom,
  sessionExpiredAtom,
  setRuntimeConfig,
  type PageHandle,
  type RuntimeConfig,
  type ServerRequest,
} from '@storefront/contract';
import { AsyncLocalStorage } from 'node:async_hooks';
import { sanitizeWithin } from '@storefront/ui/rich-text/sanitizer';
import { Provider } from 'jotai';
import { JSDOM } from 'jsdom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { BootData } from '../src/hydration/boot-data';
import { pageMetaOf } from '../src/page-meta/page-meta';
import { forgetRemote, loadingRemoteModule } from '../src/remotes/load-remote-module';
import { isUnplaced, NOT_FOUND_ROUTE_ID } from '../src/remotes/no-page-here';
import { knownRoutes, pageAt, routesChanged, unknownRemotes, type PageOfRemote, type RouteLists } from '../src/remotes/page-routes';
import { discoverRoutes, remoteRoutesOf, SERVER_RETRY_AFTER_MS } from '../src/remotes/remote-page-loading';
import { buildsLoaded } from '../src/remotes/build-skew';
import { withDeadline } from '../src/remotes/with-deadline';
import { sessionTokenOf } from './customer-cookies';
import { cookiesToSet, customerAfter, customerOfRequest } from './customer-of-request';
import { registerManifests } from './federation';
import { routerHydrationData, routesLeftToBrowser } from './hydration-data';
import { pageDocument } from './page-document';
import { renderToHtml } from './render-to-html';

/** The host's routes around the remotes' pages known, each page's load bounded by `serverBudgetMs`. */
export type PageRoutes = (lists: RouteLists, options: { serverBudgetMs: number }) => RouteObject[];

/** What a worker renders with, for as long as it lives. */
export interface Generation {
  /** As the browser gets it (its addresses are the browser's). */
  config: RuntimeConfig;
  manifests: Record<string, string>;
  /** The services' addresses inside this server's network. */
  apiUrl: string;
  contentUrl: string;
  /** How long a page's code and reads may take before its area is left to the browser. */
  pageBudgetMs: number;
  /** How long the whole render may take before what still waits is left to the browser. */
  renderBudgetMs: number;
  /** How long the first pages of a new worker wait for the remotes' pages and their code. */
  warmUpWaitMs: number;
  /** shell-preload.mjs: a page left to the browser names them. */
  shellScripts: string[];
}

export interface SentForm {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

export type RenderTask = { kind: 'page'; url: string; cookie?: string; form?: SentForm } | { kind: 'site-index' };

/** `listed` for the sitemap, `unlisted` for robots.txt. */
export interface SiteIndex {
  kind: 'site-index';
  listed: string[];
  unlisted: string[];
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The whole HTML document (page-document.tsx). */
      document: string;
      /** The routes whose page the server left to the browser: the page waits for its scripts. */
      leftToBrowser: string[];
      /** Such a page is not served again. */
      readFailed: boolean;
      /** The remotes' pages this worker knows (the server's app shell preloads from them). */
      routes: RouteLists;
      cookies: string[];
      /** The server preloads its scripts. */
      page: PageOfRemote | null;
    }
  | { kind: 'redirect'; status: number; location: string; cookies: string[] };

let generation: Generation | undefined;
let pageRoutes: PageRoutes | undefined;
/** For the API client's calls made on the request's behalf (api-access in the contract). */
const currentRequest = new AsyncLocalStorage<ServerRequest>();
let handler: ReturnType<typeof createStaticHandler> | undefined;
/** What was known of the remotes' pages when `handler` was made (page-routes.ts). */
let handlerRoutes = -1;
let warmedUp: Promise<unknown> = Promise.resolve();
let warm = false;

/**
 * Loads the pages' code too, so they render whole rather than being left to the browser for being
 * late. Until a failed remote is learnt, an address of no known page is a 503, not a 404.
 */
async function learnRoutes(remote: RemoteName): Promise<void> {
  try {
    const routes = await discoverRoutes(remote);
    await Promise.allSettled(routes.map((route) => route.preload?.()));
  } catch {
    setTimeout(() => forgetRemote(remote), SERVER_RETRY_AFTER_MS).unref?.();
  }
}

/** Again, once a remote's last failure is forgotten. */
function learnUnknownRoutes(): void {
  for (const remote of unknownRemotes()) {
    if (!loadingRemoteModule(remote, './routes')) void learnRoutes(remote);
  }
}

/** Made again when a remote's pages become known. */
function handlerNow(budgetMs: number): ReturnType<typeof createStaticHandler> {
  learnUnknownRoutes();
  if (!handler || handlerRoutes !== routesChanged()) {
    handlerRoutes = routesChanged();
    if (!pageRoutes) throw new Error('startGeneration first');
    handler = createStaticHandler(pageRoutes(knownRoutes(), { serverBudgetMs: budgetMs }));
  }
  return handler;
}

async function untilWarm(waitMs: number): Promise<void> {
  if (!warm) await withDeadline(warmedUp, waitMs);
}

/** Once: a worker is replaced for the next generation, so no older remote code ever runs again. */
export function startGeneration(next: Generation, routes: PageRoutes): void {
  if (generation) throw new Error('This worker renders one generation of the configuration');
  generation = next;
  pageRoutes = routes;
  setRuntimeConfig(next.config);
  serveApiFrom({ apiUrl: next.apiUrl, contentUrl: next.contentUrl }, () => currentRequest.getStore());
  // CMS HTML is sanitised by DOMPurify, which needs a DOM: the server's is jsdom's.
  sanitizeWithin(new JSDOM('').window);
  registerManifests(next.manifests);
  warmedUp = Promise.all(remoteNames.map(learnRoutes)).then(() => (warm = true));
}

/** 503 for no known page while a remote's pages are unknown here: the browser asks that remote itself. */
function statusOf(context: { statusCode: number; matches: Array<{ route: { id: string } }>; loaderData: Record<string, unknown> }): number {
  if (context.statusCode !== 200) return context.statusCode;
  if (!context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID)) return 200;
  return isUnplaced(context.loaderData[NOT_FOUND_ROUTE_ID]) ? 503 : 404;
}

/** One store, request context and style cache per page, so nothing of one customer's render reaches another's. */
export async function renderPage(pageUrl: string, cookie?: string, form?: SentForm): Promise<RenderResult> {
  const request: ServerRequest = { store: createStorefrontStore(), token: sessionTokenOf(cookie) };
  return currentRequest.run(request, () => renderFor(request, pageUrl, cookie, form));
}

function routerRequest(url: URL, cookie: string | undefined, form: SentForm | undefined): Request {
  const headers = new Headers(cookie ? { cookie } : {});
  if (!form) return new Request(url, { headers });
  headers.set('content-type', form.contentType);
  return new Request(url, { method: 'POST', headers, body: form.body });
}

async function renderFor(request: ServerRequest, pageUrl: string, cookie: string | undefined, form: SentForm | undefined): Promise<RenderResult> {
  if (!generation) throw new Error('startGeneration first');
  await untilWarm(generation.warmUpWaitMs);
  const handler = handlerNow(generation.pageBudgetMs);
  const url = new URL(pageUrl);
  const tokenBefore = request.token;
  const before = await customerOfRequest(cookie, request);
  seedCustomerState(request.store, before);
  const context = await handler.query(routerRequest(url, cookie, form));
  const cookies = await cookiesToSet(request, before, tokenBefore, url.protocol === 'https:', context instanceof Response ? 'redirect' : 'page');
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/', cookies };
  }
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <Provider store={request.store}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Provider>
    </CacheProvider>,
    {
      deadlineMs: generation.renderBudgetMs,
      onError: (error) => console.error(`${url.pathname}: a part left to the browser: ${error instanceof Error ? error.message : String(error)}`),
    },
  );
  const { styles } = emotion.extractCriticalToChunks(html);
  const meta = pageMetaOf(
    context.matches.map((match) => ({ handle: match.route.handle, data: context.loaderData[match.route.id], params: match.params })),
    context.errors,
  );
  const routes = knownRoutes();
  const leftToBrowser = routesLeftToBrowser(context);
  const router = routerHydrationData(context);
  const boot = {
    config: generation.config,
    router,
    routes,
    leftToBrowser,
    builds: buildsLoaded(),
    customer: { ...customerAfter(request, before, tokenBefore), ...(request.store.get(sessionExpiredAtom) ? { sessionExpired: true } : {}) },
  } satisfies BootData;
  const document = pageDocument({ kind: 'rendered', meta, styles, html, boot, waitsForApp: leftToBrowser.length > 0 }, url, generation.shellScripts);
  return { kind: 'page', status: statusOf(context), document, leftToBrowser, readFailed: router.errors !== null, routes, cookies, page: pageAt(url.pathname) };
}

/** How long a route may take to list its pages (a catalogue). */
const LISTING_BUDGET_MS = 5000;

/** A route with parameters is listed by the pages its `PageHandle.sitemap` names. */
export async function siteIndex(): Promise<SiteIndex> {
  if (!generation) throw new Error('startGeneration first');
  await untilWarm(generation.warmUpWaitMs);
  const listed = new Set<string>();
  const unlisted = new Set<string>();
  await Promise.all(
    remoteNames.map(async (remote) => {
      const routes = await remoteRoutesOf(remote).catch(() => []);
      await Promise.all(
        routes.map(async (route) => {
          const path = route.path ?? '';
          const handle: PageHandle | undefined = route.handle;
          if (handle?.clientOnly || handle?.sitemap === false) {
            unlisted.add(path);
            return;
          }
          if (!path.includes(':')) listed.add(path);
          if (typeof handle?.sitemap !== 'function') return;
          const pages = await withDeadline(handle.sitemap().catch((): string[] => []), LISTING_BUDGET_MS);
          for (const page of pages ?? []) listed.add(page);
        }),
      );
    }),
  );
  return { kind: 'site-index', listed: [...listed].sort(), unlisted: [...unlisted].sort() };
}
