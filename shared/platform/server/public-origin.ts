/** `URL.parse` is not in Node.js 20, which the images run. */
function urlOf(text: string): URL | null {
  return URL.canParse(text) ? new URL(text) : null;
}

/** Never a request's Host header, which any client can forge; a bad value stops the server rather than naming a wrong site. */
export function publicOriginFrom(configured: string | undefined, port: number): string {
  if (!configured) return `http://localhost:${port}`;
  const url = urlOf(configured);
  const isOrigin =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!isOrigin) throw new Error(`PUBLIC_ORIGIN must be an http(s) origin alone, such as https://zameats.example (not ${JSON.stringify(configured)})`);
  return url.origin;
}

const NOT_IN_HOST = /[\s/?#@\\]/;

/** The Host names nothing this server writes, but one that is no host is a malformed request. */
export function isWellFormedHost(host: string | undefined): boolean {
  if (!host) return true;
  return !NOT_IN_HOST.test(host) && URL.canParse(`http://${host}/`);
}

/** Null for a target that is not a path (`//other.example/x`, the proxy form `http://other.example/x`). */
export function publicPageUrl(origin: string, requestTarget: string): URL | null {
  if (!requestTarget.startsWith('/') || requestTarget.startsWith('//')) return null;
  const url = urlOf(`${origin}${requestTarget}`);
  return url?.origin === origin ? url : null;
}
