import type { PageMeta } from '@storefront/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOOT_DATA_ID } from '../src/hydration/boot-data-id';
import { jsonForScript } from './json-script';

/** A style element of emotion's critical CSS for the page's HTML (`extractCriticalToChunks`). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** The site's name, after each page's own title and as Open Graph's site name. */
export const SITE_NAME = 'ZamEats';
/** Where a rendered page's app starts from: host/public/start.js. */
export const START_SCRIPT = '/start.js';
/** The host's entry (its build names it so, without a hash). */
const APP_SCRIPT = '/main.js';

/**
 * What goes into the document: a page the server rendered (`html`, its `styles` and the `boot`
 * data its browser starts from; `waitsForApp` when part of it was left to the browser), or the app
 * shell, sent when no page is rendered.
 */
export type DocumentContent =
  | { kind: 'rendered'; meta: PageMeta; styles: StyleChunk[]; html: string; boot: unknown; waitsForApp: boolean }
  | { kind: 'shell'; meta: PageMeta };

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
 * The page's head as search engines and link previews read it: its title, description and
 * canonical address (without the query: a search, a filter), the Open Graph and Twitter card tags,
 * and its structured data as JSON-LD (a data block, never run, escaped as the page's data is).
 */
function HeadTags({ meta, url }: { meta: PageMeta; url: URL }) {
  const canonical = new URL(url.pathname, url).href;
  const image = meta.image ? absoluteUrl(meta.image, url) : null;
  return (
    <>
      <title>{`${meta.title} | ${SITE_NAME}`}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      {meta.description && <meta name="twitter:description" content={meta.description} />}
      {image && <meta name="twitter:image" content={image} />}
      {meta.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }} />}
    </>
  );
}

/** The app's scripts at once, the entry first with the others preloaded beside it (`shellScripts`, shared/platform/shell-preload.mjs). */
function AppScripts({ shellScripts }: { shellScripts: readonly string[] }) {
  return (
    <>
      <script defer src={APP_SCRIPT} fetchPriority="high" />
      {shellScripts
        .filter((src) => src !== APP_SCRIPT)
        .map((src) => (
          <link key={src} rel="preload" as="script" href={src} />
        ))}
    </>
  );
}

/**
 * The host's document, rendered by React: a page's in the render worker that rendered the page
 * (render-page.tsx; a page served again is served whole), the app shell's in the server. A rendered page gets its own head and HTML, and the data
 * its browser starts from (a JSON script element: data, never run, so the page's script policy
 * needs no exception); it needs neither the configuration's preload (the data holds it) nor the
 * no-script notice (it reads without scripts).
 *
 * A page rendered whole loads its app after its HTML and data, with no preloads, once it has
 * painted (START_SCRIPT, deferred: run once the document is parsed, after the data): it paints,
 * reads and answers without it (its links are links, its forms are sent to the server), so the
 * scripts must not take the bandwidth its main picture needs on a phone's slow connection. A page
 * the server left to the browser (`waitsForApp`: a remote's page that could not render in time)
 * starts its scripts first, since its content waits for them; so does the app shell, sent when no
 * page is rendered, with the site's head.
 */
export function pageDocument(content: DocumentContent, url: URL, shellScripts: readonly string[]): string {
  const rendered = content.kind === 'rendered' ? content : null;
  const startsAtOnce = !rendered || rendered.waitsForApp;
  const document = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {!rendered && <link rel="preload" as="fetch" crossOrigin="" href="/config.json" />}
        <HeadTags meta={content.meta} url={url} />
        {rendered?.styles.map(({ key, ids, css }, index) => (
          <style key={index} data-emotion={`${key} ${ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {startsAtOnce && <AppScripts shellScripts={shellScripts} />}
      </head>
      <body>
        {!rendered && <noscript>This storefront needs JavaScript.</noscript>}
        <div id="root" dangerouslySetInnerHTML={{ __html: rendered?.html ?? '' }} />
        {rendered && <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(rendered.boot) }} />}
        {!startsAtOnce && <script defer src={START_SCRIPT} data-app={APP_SCRIPT} />}
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(document)}`;
}
