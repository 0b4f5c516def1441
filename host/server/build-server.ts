import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { firstReadUrls } from './first-reads';
import { routeOfPath } from '@storefront/contract/routes';
import type { RuntimeConfig } from '@storefront/contract/boundary';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLeadImagePreloads } from './lead-image-preloads';
import { createRemotePreloads, type ServerManifestUrls } from './remote-preloads';
import { securityHeaders } from './security-headers';

/** A remote's manifest or a page's first read, with a deadline: a server that hangs must not hold up the page. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Hashed chunks (and their `.br`/`.gz` variants) never change, so they are cached for a year. */
const HASHED_CHUNK = /\.[0-9a-f]{12}\.js(\.br|\.gz)?$/;

/** The app shell as the build wrote it, plain or compressed. */
const APP_SHELL = /(^|[\\/])index\.html(\.br|\.gz)?$/;

/**
 * Every file: cached by name (hashed chunks for a year, the rest revalidated), and
 * `Vary: Accept-Encoding` since one URL answers brotli, gzip or plain bytes. The app shell, whichever
 * path answered it, preloads the host's own scripts.
 */
function staticHeaders(shellLinks: string) {
  return (response: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    response.setHeader('Cache-Control', HASHED_CHUNK.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (APP_SHELL.test(filePath) && shellLinks) response.setHeader('Link', shellLinks);
  };
}

/** SHELL_SCRIPTS_FILE of tooling/shell-preload.mjs: the scripts the app shell starts with, the largest first. */
const SHELL_SCRIPTS_FILE = 'shell-scripts.json';

/** The scripts the build lists for the app shell; none when the list is missing (a build before it existed). */
export async function readShellScripts(distDir: string): Promise<string[]> {
  try {
    const list: unknown = JSON.parse(await readFile(path.join(distDir, SHELL_SCRIPTS_FILE), 'utf8'));
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const scriptPreload = (url: string) => `<${url}>; rel=preload; as=script`;
/** The runtime fetches manifests and pages their reads with a plain `fetch()` (CORS), which `as=fetch` with `crossorigin` matches. */
const fetchPreload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/**
 * The host in production: its build (each file in the compressed variant the browser accepts,
 * written by the build), `/config.json` from the environment (never cached, so a remote's release
 * is a config change), and `/api` proxied to the backend (which compresses its own answers).
 */
export async function buildServer(options: {
  config: RuntimeConfig;
  distDir: string;
  apiProxyTarget: string;
  /** How the server reads a remote's manifest and a page's first read (tests pass their own). */
  fetchJson?: (url: string) => Promise<unknown>;
  /** Where this server reads a remote's manifest when it cannot at the browser's address. */
  serverManifests?: ServerManifestUrls;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiProxyTarget,
    prefix: '/api',
    rewritePrefix: '/api',
    // The backend limits by client address: tell it the customer's, not this proxy's. The host is
    // the edge, so whatever a client claimed in its own X-Forwarded-For is replaced.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  const headers = securityHeaders(options.config);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return payload;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    void reply.headers(isPage ? headers.page : headers.file);
    return payload;
  });

  app.get('/config.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return options.config;
  });

  const shellScripts = (await readShellScripts(options.distDir)).map(scriptPreload);
  await app.register(fastifyStatic, {
    root: options.distDir,
    cacheControl: false,
    preCompressed: true,
    // `/` is answered below, with the preloads of its page; `/index.html` is not a page.
    index: false,
    setHeaders: staticHeaders(shellScripts.join(', ')),
  });

  // Any other page path is a client-side route: the app shell answers and the router decides
  // (its not-found page included). A missing file stays a 404. `/` itself is one too, so that it
  // gets the same preloads.
  const preloads = createRemotePreloads(options.config, options.fetchJson ?? fetchJson, options.serverManifests);
  const leadImages = createLeadImagePreloads(options.config, options.apiProxyTarget, options.fetchJson ?? fetchJson);
  /**
   * A page's preloads, in the order a phone's connection should spend itself on them: the host's
   * scripts (nothing runs before them, and they are the largest), then the page's remote (its
   * manifest, entry and page chunks), its first reads and its largest picture. The other remotes
   * are left out: on a slow connection they took bandwidth from the page, and the host fetches
   * them once the page is in (preloadRemoteEntries).
   */
  const pageLinks = async (pathname: string) => {
    const remote = routeOfPath(pathname)?.remote;
    const reads = firstReadUrls(pathname, options.config).map(fetchPreload);
    const [scripts, images] = await Promise.all([preloads(pathname), leadImages(pathname)]);
    const manifest = remote ? [fetchPreload(options.config.remotes[remote])] : [];
    return [...shellScripts, ...manifest, ...scripts, ...reads, ...images].join(', ');
  };
  const sendShell = async (pathname: string, reply: FastifyReply) => {
    const links = await pageLinks(pathname);
    void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (links) void reply.header('Link', links);
    return reply.sendFile('index.html');
  };
  app.get('/', async (_request, reply) => sendShell('/', reply));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendShell(pathname, reply);
  });

  return app;
}
