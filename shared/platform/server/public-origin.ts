/** A URL, or null for a string that is none (`URL.parse` is not in Node.js 20, which the images run). */
function urlOf(text: string): URL | null {
  return URL.canParse(text) ? new URL(text) : null;
}

/**
 * The site's public origin (`https://zameats.example`): what canonical links, Open Graph URLs, the
 * sitemap and robots.txt name. It comes from the configuration, never from a request's Host
 * header, which any client can forge. Without `PUBLIC_ORIGIN`, this server's own local address
 * (what `npm start` and the tests open). A value that is not an http(s) origin alone stops the
 * server at its start rather than naming a wrong site in every page.
 */
export function publicOriginFrom(configured: string | undefined, port: number): string {
  if (!configured) return `http://localhost:${port}`;
  const url = urlOf(configured);
  const isOrigin =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!isOrigin) throw new Error(`PUBLIC_ORIGIN must be an http(s) origin alone, such as https://zameats.example (not ${JSON.stringify(configured)})`);
  return url.origin;
}

/** Characters a Host header never holds (whitespace, a path, a query, credentials). */
const NOT_IN_HOST = /[\s/?#@\\]/;

/**
 * Whether a request's Host header is a host name or address with an optional port. Its value
 * names nothing this server writes, but one that is no host at all is a malformed request (400).
 * An absent one (HTTP/1.0) is left to the HTTP parser.
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (!host) return true;
  return !NOT_IN_HOST.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * The public address of the page a request asks for: its path and query at the public origin.
 * Null for a request target that is not a path (`//other.example/x` would otherwise name another
 * site, `http://other.example/x` is the proxy form), which is a malformed request here.
 */
export function publicPageUrl(origin: string, requestTarget: string): URL | null {
  if (!requestTarget.startsWith('/') || requestTarget.startsWith('//')) return null;
  const url = urlOf(`${origin}${requestTarget}`);
  return url?.origin === origin ? url : null;
}
