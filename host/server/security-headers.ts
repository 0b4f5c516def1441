import type { RuntimeConfig } from '@storefront/contract/boundary';

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
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = [...new Set(Object.values(config.remotes).flatMap(originOf))];
  const backends = [...new Set([config.apiUrl, config.contentUrl].flatMap(originOf))];
  const maps = config.mapsKey ? GOOGLE_MAPS : { script: [], style: [], font: [], img: [], connect: [] };
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...maps.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...maps.style]],
    ['img-src', ["'self'", 'data:', ...backends, ...remotes, ...maps.img]],
    ['font-src', ["'self'", 'data:', ...maps.font]],
    ['connect-src', ["'self'", ...backends, ...remotes, ...maps.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers of the host's pages; its scripts and JSON carry only `X-Content-Type-Options` (a
 * policy means nothing to a script, and on some thirty of them per first load it would cost more
 * than a kilobyte of headers each time). Its `/api` passes the backend's own headers through.
 */
export function securityHeaders(config: RuntimeConfig): { page: Record<string, string>; file: Record<string, string> } {
  const file = { 'X-Content-Type-Options': 'nosniff' };
  return {
    page: {
      ...file,
      'Content-Security-Policy': contentSecurityPolicy(config),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    },
    file,
  };
}
