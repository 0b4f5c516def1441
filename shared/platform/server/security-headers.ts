import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@storefront/contract/boundary';
import type { FastifyReply } from 'fastify';

/** Helmet's options as a reply takes them (`reply.helmet`), over those it was registered with. */
type ReplyHelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** The origin of an absolute URL; nothing for a path on the host itself ('/api'). */
function originOf(url: string): string[] {
  return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

/** Where the address search's Google script, its styles, pictures and calls come from, when a key is set. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
};

/**
 * The page's Content-Security-Policy: scripts only from the host and the configured remotes,
 * calls only to those and the configured backend, pictures from those and inline `data:` ones
 * (the built-in fallbacks), no plugins, no framing, no `<base>` tricks. Styles allow inline
 * ones: emotion writes its rules into `<style>` elements at run time and React sets `style`
 * attributes; neither can run code.
 */
export function contentSecurityPolicyDirectives(config: RuntimeConfig): Record<string, string[]> {
  const remotes = [...new Set(Object.values(config.remotes).flatMap(originOf))];
  const backends = [...new Set([config.apiUrl, config.contentUrl].flatMap(originOf))];
  const maps = config.mapsKey ? GOOGLE_MAPS : { script: [], style: [], font: [], img: [], connect: [] };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...maps.script],
    'style-src': ["'self'", "'unsafe-inline'", ...maps.style],
    'img-src': ["'self'", 'data:', ...backends, ...remotes, ...maps.img],
    'font-src': ["'self'", 'data:', ...maps.font],
    'connect-src': ["'self'", ...backends, ...remotes, ...maps.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The browser features no page of the storefront uses, turned off so that no script that gets
 * into a page can use them either (the address search types a place; it never asks where the
 * customer is).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * A year of HTTPS only, once a browser has seen the site over HTTPS. Not its subdomains: the
 * storefront does not know what else runs under its domain.
 */
const HSTS = { maxAge: 31_536_000, includeSubDomains: false };

/**
 * What every answer of the host's server carries (helmet): never sniffed as another type, read by
 * no other site's page (`Cross-Origin-Resource-Policy`), and over HTTPS only once seen so
 * (`Strict-Transport-Security`, when the public origin is https). The headers that speak of a
 * document are the pages' alone (pageHeaders): a script or JSON file has no use for them, and on
 * the some thirty files of a first load they would cost about ten kilobytes of headers each time
 * (over HTTP/1.1, which compresses none).
 */
export function everyAnswerHeaders(publicOrigin: string): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: publicOrigin.startsWith('https:') ? HSTS : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * What a page adds (helmet, over everyAnswerHeaders): its Content-Security-Policy, no framing,
 * referrers cut to the origin for other sites, a window of its own (`Cross-Origin-Opener-Policy`:
 * a page it opens, such as a share dialog, cannot reach back into it), its own agent cluster, and
 * helmet's other document defaults. `Permissions-Policy` (not helmet's) is set beside it.
 */
export function pageHeaders(config: RuntimeConfig): ReplyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  };
}
