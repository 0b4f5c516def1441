import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { SITE_META } from '../src/page-meta/page-meta';
import type { HostConfiguration } from './host-configuration';
import { pageDocument } from '../ssr/page-document';
import { createPageRendering, type RenderingOptions } from './page-rendering';
import type { SentForm, SiteIndex } from '../ssr/render-page';
import { pageIn, type PageOfRemote, type RouteLists } from '../src/remotes/page-routes';
import { createRemotePreloads, scriptPreload, stringsIn } from './remote-preloads';
import { isWellFormedHost, publicPageUrl } from './public-origin';
import { everyAnswerHeaders, pageHeaders, PERMISSIONS_POLICY } from './security-headers';
import { robotsTxt, sitemapXml } from './site-files';
import { carriesCustomer } from '../ssr/customer-cookies';
import { FORM_NOT_ANSWERED_PAGE, FORM_RETRY_AFTER_S } from './form-not-answered';
import { isFromOwnPages } from './same-origin';

/** A job application's CV is sent to the api, not here. */
const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

function sentForm(request: FastifyRequest): SentForm | undefined {
  const contentType = request.headers['content-type'];
  if (request.method !== 'POST' || !contentType || !Buffer.isBuffer(request.body)) return undefined;
  return { contentType, body: new Uint8Array(request.body) };
}

const SITE_INDEX_TTL_MS = 5 * 60_000;

/** With a deadline: a remote's server that hangs must not hold up the page. */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** webpack-app.mjs writes source maps elsewhere; one left in a build is not sent either. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** Never change, so they are cached for a year. */
const HASHED_CHUNK = /\.[0-9a-f]{12}\.js(\.br|\.gz)?$/;

/** The template the build writes for its development server; pages come from page-document.tsx. */
const APP_SHELL = /(^|[\\/])index\.html(\.br|\.gz)?$/;

/** `Vary`: one URL answers brotli, gzip or plain bytes. */
function staticHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  response.setHeader('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
}

/** SHELL_SCRIPTS_FILE of shell-preload.mjs, not imported: that module brings webpack's plugins. */
const SHELL_SCRIPTS_FILE = 'shell-scripts.json';

/** None when the list is missing (a build before it existed). */
export async function readShellScripts(distDir: string): Promise<string[]> {
  try {
    return stringsIn(JSON.parse(await readFile(path.join(distDir, SHELL_SCRIPTS_FILE), 'utf8')));
  } catch {
    return [];
  }
}

/** The runtime fetches manifests with a plain `fetch()` (CORS), which `as=fetch` with `crossorigin` matches. */
const fetchPreload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/** What the server keeps for one configuration. */
function perConfiguration(fetchJson: (url: string) => Promise<unknown>) {
  let kept: { key: string; headers: ReturnType<typeof pageHeaders>; preloads: ReturnType<typeof createRemotePreloads> } | null = null;
  return (configuration: HostConfiguration) => {
    if (kept?.key !== configuration.key) {
      const { config, serverManifests } = configuration;
      kept = { key: configuration.key, headers: pageHeaders(config), preloads: createRemotePreloads(config, fetchJson, serverManifests) };
    }
    return kept;
  };
}

/**
 * The host in production. `/config.json` is never cached, so a remote's release is a configuration
 * change; what it writes of its own address is `publicOrigin`, never a request's Host header.
 */
export async function buildServer(options: {
  configuration: () => HostConfiguration;
  distDir: string;
  apiProxyTarget: string;
  /** How the server reads a remote's manifest and page list (tests pass their own). */
  fetchText?: (url: string) => Promise<string>;
  /** Server rendering of the pages; none renders every page in the browser. */
  rendering?: RenderingOptions;
  /** public-origin.ts */
  publicOrigin: string;
  /**
   * Addresses (or CIDR ranges) of the proxies in front of this server (a load balancer over several
   * hosts), whose X-Forwarded-For names the browser; none when the host is the edge.
   */
  trustedProxies?: readonly string[];
}): Promise<FastifyInstance> {
  const trusted = options.trustedProxies ?? [];
  const app = Fastify({ logger: false, trustProxy: trusted.length > 0 ? [...trusted] : false });
  const { publicOrigin, configuration: configurationNow } = options;
  const readText = options.fetchText ?? fetchText;
  const kept = perConfiguration(async (url) => JSON.parse(await readText(url)) as unknown);

  // First, so that every answer has them, the proxy's and a refused request's too.
  await app.register(fastifyHelmet, everyAnswerHeaders(publicOrigin));

  app.addHook('onRequest', async (request, reply) => {
    if (!isWellFormedHost(request.headers.host) || !publicPageUrl(publicOrigin, request.url)) {
      return reply.code(400).send({ message: 'Bad request' });
    }
  });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiProxyTarget,
    prefix: '/api',
    rewritePrefix: '/api',
    // The backend limits by client address and checks a change's Origin against the Host and scheme
    // the browser used. The host is the edge, or behind its trusted proxies, so a client's own
    // X-Forwarded-* headers are replaced (request.ip is the browser's, as those proxies say).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-host': request.headers.host ?? new URL(publicOrigin).host,
        'x-forwarded-proto': new URL(publicOrigin).protocol.replace(':', ''),
      }),
    },
  });

  // Pages only (the build compressed the files), at a level that costs little time per page.
  await app.register(fastifyCompress, {
    global: false,
    // Every page, however short: each visit starts with one.
    threshold: 0,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });

  // The backend's pages (its payment sandbox) carry its own policy, passed through as it is.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.helmet(kept(configurationNow()).headers);
      void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    }
    return payload;
  });

  app.get('/config.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return configurationNow().config;
  });

  const shellScriptFiles = await readShellScripts(options.distDir);
  const shellScripts = shellScriptFiles.map(scriptPreload);
  await app.register(fastifyStatic, {
    root: options.distDir,
    cacheControl: false,
    preCompressed: true,
    // Pages are answered below; `/index.html` is not one.
    index: false,
    allowedPath: (pathName) => !APP_SHELL.test(pathName) && !SOURCE_MAP.test(pathName),
    setHeaders: staticHeaders,
  });

  const rendering = options.rendering ? createPageRendering(options.rendering, options.apiProxyTarget, readText, shellScriptFiles) : null;
  app.addHook('onClose', async () => rendering?.close());

  /**
   * The host's scripts first (nothing runs before them), then the page's remote. Other remotes took
   * bandwidth from the page on a slow connection; the host fetches them once the page is in.
   */
  const pageLinks = async (page: PageOfRemote | null, configuration: HostConfiguration) => {
    const scripts = page ? await kept(configuration).preloads(page) : [];
    const manifest = page ? [fetchPreload(configuration.config.remotes[page.remote])] : [];
    return [...shellScripts, ...manifest, ...scripts].join(', ');
  };

  /** For the app shell's preloads. */
  let pagesKnown: { key: string; routes: RouteLists } | null = null;

  /** Rendered here when it can be in time, else the app shell; the benchmark reads `Server-Timing`. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const began = performance.now();
    const configuration = configurationNow();
    // Checked in onRequest.
    const url = publicPageUrl(publicOrigin, request.url) ?? new URL('/', publicOrigin);
    const cookie = request.headers.cookie;
    const form = sentForm(request);
    const result = rendering ? await rendering.page(configuration, url.href, cookie, form) : null;
    const timing = (how: 'rendered' | 'shell') => `page;desc="${how}";dur=${(performance.now() - began).toFixed(1)}`;
    const caching = form || carriesCustomer(cookie) ? 'private, no-store' : 'no-cache';
    void reply.header('Cache-Control', caching).header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    if (result && result.cookies.length > 0) void reply.header('Set-Cookie', result.cookies);
    // After a form, the page it leads to is asked for again (303): a reload never sends the form twice.
    if (result?.kind === 'redirect') return reply.redirect(result.location, form ? 303 : result.status);
    if (result?.kind === 'page') {
      pagesKnown = { key: configuration.key, routes: result.routes };
      // A page left to the browser is preloaded as the shell is: its content waits for its scripts (page-document.tsx).
      if (result.leftToBrowser.length > 0) void reply.header('Link', await pageLinks(result.page, configuration));
      return reply.code(result.status).header('Server-Timing', timing('rendered')).compress(result.document);
    }
    if (form) return reply.code(503).header('Retry-After', String(FORM_RETRY_AFTER_S)).compress(FORM_NOT_ANSWERED_PAGE);
    // The shell shows nothing until its scripts have run (page-document.tsx).
    const page = pagesKnown?.key === configuration.key ? pageIn(pagesKnown.routes, url.pathname) : null;
    void reply.header('Link', await pageLinks(page, configuration));
    return reply.header('Server-Timing', timing('shell')).compress(pageDocument({ kind: 'shell', meta: SITE_META }, url, shellScriptFiles));
  };
  app.get('/', sendPage);

  // Kept as they came, for the page's worker to read.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  }
  const sendForm = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isFromOwnPages(request.headers, publicOrigin)) {
      return reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('This request came from another site.');
    }
    if (!sentForm(request)) return reply.code(415).send({ message: 'A page takes a form' });
    return sendPage(request, reply);
  };
  app.post('/', sendForm);
  app.post('/*', sendForm);

  /** A sitemap a little behind the catalogue is no harm, and crawlers ask for it often. */
  let keptIndex: { key: string; at: number; index: SiteIndex } | null = null;
  const siteIndexNow = async (): Promise<SiteIndex | null> => {
    const configuration = configurationNow();
    const last = keptIndex?.key === configuration.key ? keptIndex : null;
    if (last && Date.now() - last.at < SITE_INDEX_TTL_MS) return last.index;
    const index = rendering ? await rendering.siteIndex(configuration) : null;
    if (!index) return last?.index ?? null;
    keptIndex = { key: configuration.key, at: Date.now(), index };
    return index;
  };
  app.get('/sitemap.xml', async (_request, reply) => {
    const index = await siteIndexNow();
    if (!index) return reply.code(503).header('Retry-After', '60').send({ message: 'The sitemap is not available right now' });
    return reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8').compress(sitemapXml(index.listed, publicOrigin));
  });
  app.get('/robots.txt', async (_request, reply) => {
    const index = await siteIndexNow();
    return reply.header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send(robotsTxt(index?.unlisted ?? [], publicOrigin));
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendPage(request, reply);
  });

  return app;
}
