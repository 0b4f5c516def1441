import { BOOT_DATA_ID } from '../src/features/hydration/boot-data-id';
import { jsonForScript } from '../ssr/json-script';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const CONFIG_PRELOAD = /<link [^>]*href="?\/config\.json"?[^>]*>/;
const SCRIPT_PRELOADS = /<link rel="?preload"? as="?script"?[^>]*>/g;
const APP_SCRIPT = /<script defer src="?([^" >]+)"?[^>]*><\/script>/;
/** Where a rendered page's app starts from: host/public/start.js. */
export const START_SCRIPT = '/start.js';

/**
 * The host's document (the build's index.html) with a page in it. A rendered page gets its own head
 * and HTML, and the data its browser starts from (a JSON script element: data, never run, so the
 * page's script policy needs no exception); it needs neither the configuration's preload (the data
 * holds it) nor the no-script notice (it reads without scripts).
 *
 * A page rendered whole loads its app after its HTML and data, with no preloads, once it has
 * painted (START_SCRIPT): it paints, reads and answers without it (its links are links, its forms
 * are sent to the server), so the scripts must not take the bandwidth its main picture needs on a
 * phone's slow connection, and they run as soon as they are in, with the page they hydrate
 * already parsed. A page the server left to the browser (`waitsForApp`: a remote's page
 * that could not render in time) keeps the shell's scripts, first, since its content waits for
 * them; so does the app shell, sent when no page is rendered, with the site's head.
 */
export function createPageDocument(template: string) {
  for (const [name, pattern] of [['<title>', TITLE], ['#root', ROOT], ['app script', APP_SCRIPT]] as const) {
    if (!pattern.test(template)) throw new Error(`The host's index.html has no ${name}`);
  }
  const appSource = APP_SCRIPT.exec(template)?.[1] ?? '';
  const withHead = (head: string, html = template) => html.replace(DESCRIPTION, '').replace(TITLE, () => head);
  return {
    rendered({ head, html, boot, waitsForApp }: { head: string; html: string; boot: unknown; waitsForApp: boolean }): string {
      const rendered = withHead(head).replace(NOSCRIPT, '').replace(CONFIG_PRELOAD, '');
      const data = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`;
      if (waitsForApp) return rendered.replace(ROOT, () => `<div id="root">${html}</div>${data}`);
      // The app's entry is asked for once the page has painted (public/start.js).
      const app = `<script async src="${START_SCRIPT}" data-app="${appSource}"></script>`;
      return rendered
        .replace(SCRIPT_PRELOADS, '')
        .replace(APP_SCRIPT, '')
        .replace(ROOT, () => `<div id="root">${html}</div>${data}${app}`);
    },
    shell(head: string): string {
      return withHead(head);
    },
  };
}
