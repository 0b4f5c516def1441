/** Reading a page's head from its HTML, as a link previewer or a crawler does (no script, no DOM). */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** HTML text with its character references read back. */
export const decodeHtml = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? '');

export function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : decodeHtml(title);
}

/** The content of `<meta property="…">` or `<meta name="…">`. */
export function metaContent(html: string, key: string): string | undefined {
  const content = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\/?>`).exec(html)?.[1];
  return content === undefined ? undefined : decodeHtml(content);
}

/** The page's structured data (its one JSON-LD script). */
export function jsonLdOf(html: string): unknown {
  const data = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return data === undefined ? undefined : JSON.parse(data);
}

/** The text a reader sees in a page's HTML: no styles, scripts, comments or tags. */
export function textOf(html: string): string {
  const stripped = html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ');
  return decodeHtml(stripped).replace(/\s+/g, ' ');
}
