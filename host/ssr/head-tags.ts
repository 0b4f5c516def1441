import type { PageMeta } from '@storefront/contract';
import { htmlText } from './html-text';
import { jsonForScript } from './json-script';

/** The site's name, after each page's own title and as Open Graph's site name. */
export const SITE_NAME = 'ZamEats';

/** A URL the page names (a picture) as an absolute one, for previewers that fetch it from elsewhere; null when it is not http(s). */
function absoluteUrl(url: string, base: URL): string | null {
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/**
 * The head of a page as the server writes it: its title, description and canonical address, the
 * Open Graph and Twitter card tags link previews read, and its structured data as JSON-LD.
 * `pageUrl` is the page's public address: the canonical one drops its query (a search, a filter).
 */
export function headTags(meta: PageMeta, pageUrl: URL): string {
  const title = `${meta.title} | ${SITE_NAME}`;
  const canonical = new URL(pageUrl.pathname, pageUrl).href;
  const image = meta.image ? absoluteUrl(meta.image, pageUrl) : null;
  const tag = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${htmlText(value)}">`;
  const tags = [
    `<title>${htmlText(title)}</title>`,
    ...(meta.description ? [tag('name', 'description', meta.description)] : []),
    `<link rel="canonical" href="${htmlText(canonical)}">`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:title', meta.title),
    ...(meta.description ? [tag('property', 'og:description', meta.description)] : []),
    tag('property', 'og:url', canonical),
    ...(image ? [tag('property', 'og:image', image)] : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    ...(meta.description ? [tag('name', 'twitter:description', meta.description)] : []),
    ...(image ? [tag('name', 'twitter:image', image)] : []),
    // A data block, never run (so the page's script policy does not apply), escaped like the page's data.
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}
