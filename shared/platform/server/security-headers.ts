import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@storefront/contract/boundary';
import type { FastifyReply } from 'fastify';

type ReplyHelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** Nothing for a path on the host itself ('/api'). */
function originOf(url: string): string[] {
  return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

/** The address search's, when a key is set. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
};

/** Inline styles: emotion writes `<style>` elements at run time, React sets `style` attributes; neither runs code. */
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

/** No page uses them, so no script that gets into a page may (the address search never asks where the customer is). */
const UNUSED_FEATURES = ['accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Not the subdomains: the storefront does not know what else runs under its domain. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: false };

/** A document's headers are the pages' alone (pageHeaders): ARCHITECTURE.md, "What the page hands to the browser". */
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

/** Over everyAnswerHeaders; `Permissions-Policy` (not helmet's) is set beside it. */
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
