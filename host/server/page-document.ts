import { BOOT_DATA_ID } from '../src/features/hydration/boot-data-id';
import { jsonForScript } from '../ssr/json-script';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const CONFIG_PRELOAD = /<link [^>]*href="?\/config\.json"?[^>]*>/;
const SCRIPT_PRELOADS = /<link rel="?preload"? as="?script"?[^>]*>/g;
const APP_SCRIPT = /<script defer src="?([^" >]+)"?[^>]*><\/script>/;
/** public/start-app.js: starts the app named by its `data-app` once the page has loaded. */
const START_APP = '/start-app.js';

/**
 * The host's document (the build's index.html) with a page in it. A rendered page gets its own head
 * and HTML, and the data its browser starts from (a JSON script element: data, never run, so the
 * page's script policy needs no exception); it needs neither the configuration's preload (the data
 * holds it) nor the no-script notice (it reads without scripts). A page rendered whole starts its
 * app once it has loaded (public/start-app.js): it paints and reads without it, and on a phone's
 * slow connection scripts fetched first (the shell's preloads and high priority) held its main
 * picture back. A page the server left to the browser (`waitsForApp`: the customer's own, or a
 * remote's that could not render in time) keeps the shell's scripts, first, since its content waits
 * for them; so does the app shell, sent when no page is rendered, with the site's head.
 */
export function createPageDocument(template: string) {
  for (const [name, pattern] of [['<title>', TITLE], ['#root', ROOT], ['app script', APP_SCRIPT]] as const) {
    if (!pattern.test(template)) throw new Error(`The host's index.html has no ${name}`);
  }
  const withHead = (head: string, html = template) => html.replace(DESCRIPTION, '').replace(TITLE, () => head);
  return {
    rendered({ head, html, boot, waitsForApp }: { head: string; html: string; boot: unknown; waitsForApp: boolean }): string {
      const rendered = withHead(head).replace(NOSCRIPT, '').replace(CONFIG_PRELOAD, '');
      const page = waitsForApp
        ? rendered
        : rendered.replace(SCRIPT_PRELOADS, '').replace(APP_SCRIPT, (_tag, src: string) => `<script defer src="${START_APP}" data-app="${src}"></script>`);
      return page.replace(ROOT, () => `<div id="root">${html}</div><script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`);
    },
    shell(head: string): string {
      return withHead(head);
    },
  };
}
