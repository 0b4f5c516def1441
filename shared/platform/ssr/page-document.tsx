import type { PageMeta } from '@storefront/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOOT_DATA_ID } from '../src/hydration/boot-data-id';
import { jsonForScript } from './json-script';

/** emotion's `extractCriticalToChunks`. */
interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

const SITE_NAME = 'ZamEats';
/** host/public/start.js */
export const START_SCRIPT = '/start.js';
/** The host's build names its entry without a hash. */
const APP_SCRIPT = '/main.js';

/** `waitsForApp` when part of the page was left to the browser. */
type DocumentContent =
  | { kind: 'rendered'; meta: PageMeta; styles: StyleChunk[]; html: string; boot: unknown; waitsForApp: boolean }
  | { kind: 'shell'; meta: PageMeta };

/** For previewers that fetch it from elsewhere; null when it is not http(s). */
function absoluteUrl(url: string, base: URL): string | null {
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/** The canonical address leaves out the query (a search, a filter). */
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

/** The entry first, the others (shell-preload.mjs) preloaded beside it. */
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
 * A page rendered whole asks for its app once painted (START_SCRIPT; ARCHITECTURE.md, "Each step in detail"); a page
 * left to the browser and the app shell start with their scripts, since their content waits for them.
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
        {/* A rendered page's data holds the configuration. */}
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
