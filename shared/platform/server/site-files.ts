const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const xmlText = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `<url><loc>${xmlText(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Up to the first parameter: `/user/orders/:id` keeps crawlers out of every order. */
const robotsPath = (pattern: string) => pattern.split(/:[^/]+/)[0] ?? pattern;

export function robotsTxt(unlisted: readonly string[], origin: string): string {
  const disallowed = [...new Set([...unlisted.map(robotsPath), '/api/'])].sort();
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
