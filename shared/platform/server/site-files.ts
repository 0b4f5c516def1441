const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element: nothing in it is markup. */
const xmlText = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The sitemap of the pages `paths` (with their queries) at `origin`, in the sitemaps protocol's XML. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `<url><loc>${xmlText(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The route `pattern` as a robots.txt path: up to its first parameter (`/user/orders/:id` keeps
 * crawlers out of `/user/orders/`, every order).
 */
const robotsPath = (pattern: string) => pattern.split(/:[^/]+/)[0] ?? pattern;

/**
 * robots.txt: crawlers may read everything but the pages listed as theirs to leave (the account
 * area, the cart) and the API, and are told where the sitemap is.
 */
export function robotsTxt(unlisted: readonly string[], origin: string): string {
  const disallowed = [...new Set([...unlisted.map(robotsPath), '/api/'])].sort();
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
