import { BOOT_DATA_ID } from '../../src/features/hydration/boot-data-id';
import { createPageDocument, START_SCRIPT } from '../page-document';

/** The host's index.html as the production build writes it (minified). */
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Order meals"><link rel=preload as=fetch crossorigin href=/config.json><title>Order food online in Zambia</title><script defer src=/main.js fetchpriority=high></script><link rel=preload as=script href=/libraries.0123456789ab.js></head><body><noscript>This storefront needs JavaScript.</noscript><div id=root></div></body></html>';

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the page document', () => {
  const document = createPageDocument(template);

  it("holds a rendered page, its head, and the data its browser starts from, safely", () => {
    const page = parsed(document.rendered({ head: '<title>Menu | ZamEats</title>', html: '<main><h1>Menu</h1></main>', boot: { title: '</script><script>alert(1)</script>' }, waitsForApp: false }));
    expect(page.title).toBe('Menu | ZamEats');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelector('#root h1')?.textContent).toBe('Menu');
    expect(JSON.parse(page.getElementById(BOOT_DATA_ID)?.textContent ?? '')).toEqual({ title: '</script><script>alert(1)</script>' });
    expect(page.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(page.querySelector('noscript')).toBeNull();
    expect(page.querySelector('link[href="/config.json"]')).toBeNull();
    expect(page.querySelector('meta[name="description"]')).toBeNull();
  });

  it('loads the app of a rendered page after the page and its data, once painted, and preloads no script', () => {
    const page = parsed(document.rendered({ head: '<title>Menu</title>', html: '<main><img src="/meal.svg" alt=""></main>', boot: null, waitsForApp: false }));
    expect(page.querySelector('link[rel="preload"]')).toBeNull();
    const scripts = page.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    const start = scripts[0];
    // The start script asks for the app's entry once the page has painted (public/start.js).
    expect(start?.getAttribute('src')).toBe(START_SCRIPT);
    expect(start?.getAttribute('data-app')).toBe('/main.js');
    expect(start?.hasAttribute('async')).toBe(true);
    expect(start?.parentElement).toBe(page.body);
    expect(start?.previousElementSibling?.id).toBe(BOOT_DATA_ID);
  });

  it('starts the app of a page left to the browser at once, its scripts first, as the shell does', () => {
    const page = parsed(document.rendered({ head: '<title>Your cart</title>', html: '<main aria-busy="true"></main>', boot: null, waitsForApp: true }));
    expect(page.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelector('script[src="/main.js"]')?.hasAttribute('async')).toBe(false);
    expect(page.querySelector('link[rel="preload"][as="script"]')).not.toBeNull();
  });

  it("is the app shell with the site's head when the page is not rendered", () => {
    const shell = parsed(document.shell('<title>ZamEats</title><meta name="description" content="Food">'));
    expect(shell.title).toBe('ZamEats');
    expect(shell.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(shell.querySelector('#root')?.innerHTML).toBe('');
    expect(shell.querySelector('link[href="/config.json"]')).not.toBeNull();
    expect(shell.querySelector('noscript')).not.toBeNull();
    expect(shell.querySelector('link[rel="preload"][as="script"]')).not.toBeNull();
    expect(shell.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps replacement patterns in a page as text', () => {
    const page = document.rendered({ head: '<title>$& $1</title>', html: '<p>$\'</p>', boot: null, waitsForApp: false });
    expect(parsed(page).title).toBe('$& $1');
    expect(page).toContain("<p>$'</p>");
  });
});
