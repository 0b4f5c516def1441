import { BOOT_DATA_ID } from '../src/hydration/boot-data-id';
import { pageDocument, START_SCRIPT } from './page-document';

const url = new URL('https://zameats.example/food/m-1?from=menu');
/** The scripts the host's build starts with (shell-scripts.json), the largest first. */
const shellScripts = ['/libraries.0123456789ab.js', '/main.js', '/178.0123456789ab.js'];
const styles = [{ key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{margin:0}' }];

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const rendered = (overrides: { meta?: Parameters<typeof pageDocument>[0]['meta']; html?: string; boot?: unknown; waitsForApp?: boolean } = {}) =>
  parsed(
    pageDocument(
      { kind: 'rendered', meta: { title: 'Menu' }, styles, html: '<main><h1>Menu</h1></main>', boot: null, waitsForApp: false, ...overrides },
      url,
      shellScripts,
    ),
  );

describe('the page document', () => {
  it('holds a rendered page, its styles, and the data its browser starts from, safely', () => {
    const page = rendered({ boot: { title: '</script><script>alert(1)</script>' } });
    expect(page.title).toBe('Menu | ZamEats');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelector('#root h1')?.textContent).toBe('Menu');
    expect(page.querySelector('style[data-emotion="css a1 b2"]')?.textContent).toBe(styles[0]?.css);
    expect(JSON.parse(page.getElementById(BOOT_DATA_ID)?.textContent ?? '')).toEqual({ title: '</script><script>alert(1)</script>' });
    expect(page.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(page.querySelector('noscript')).toBeNull();
    expect(page.querySelector('link[href="/config.json"]')).toBeNull();
  });

  it("writes the page's title, description, canonical address, Open Graph and Twitter tags", () => {
    const page = rendered({ meta: { title: 'Ifisashi', description: 'Greens in groundnut sauce', image: '/images/ifisashi.jpg', type: 'product' } });
    expect(page.title).toBe('Ifisashi | ZamEats');
    const content = (selector: string) => page.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe('Greens in groundnut sauce');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://zameats.example/food/m-1');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe('https://zameats.example/images/ifisashi.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('keeps hostile text as text, in the title, the attributes and the structured data', () => {
    const hostile = '"><script>alert(1)</script>';
    const page = rendered({ meta: { title: hostile, description: hostile, jsonLd: { name: '</script><script>alert(2)</script>' } } });
    expect(page.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(page.title).toBe(`${hostile} | ZamEats`);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
    expect(JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toEqual({ name: '</script><script>alert(2)</script>' });
  });

  it('names no picture that is not a web address', () => {
    const page = rendered({ meta: { title: 'Menu', image: 'javascript:alert(1)' } });
    expect(page.querySelector('meta[property="og:image"]')).toBeNull();
    expect(page.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it('loads the app of a rendered page after the page and its data, once painted, and preloads no script', () => {
    const page = rendered();
    expect(page.querySelector('link[rel="preload"]')).toBeNull();
    const scripts = page.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    const start = scripts[0];
    // The start script asks for the app's entry once the page has painted (public/start.js).
    expect(start?.getAttribute('src')).toBe(START_SCRIPT);
    expect(start?.getAttribute('data-app')).toBe('/main.js');
    expect(start?.hasAttribute('defer')).toBe(true);
    expect(start?.parentElement).toBe(page.body);
    expect(start?.previousElementSibling?.id).toBe(BOOT_DATA_ID);
  });

  it('starts the app of a page left to the browser at once, its scripts first, as the shell does', () => {
    const page = rendered({ html: '<main aria-busy="true"></main>', waitsForApp: true });
    expect(page.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelector('script[src="/main.js"]')?.hasAttribute('async')).toBe(false);
    expect([...page.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'))).toEqual(['/libraries.0123456789ab.js', '/178.0123456789ab.js']);
    expect(page.querySelector(`script[src="${START_SCRIPT}"]`)).toBeNull();
  });

  it("is the app shell with the site's head when the page is not rendered", () => {
    const shell = parsed(pageDocument({ kind: 'shell', meta: { title: 'Order food', description: 'Food' } }, url, shellScripts));
    expect(shell.title).toBe('Order food | ZamEats');
    expect(shell.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(shell.querySelector('#root')?.innerHTML).toBe('');
    expect(shell.querySelector('link[href="/config.json"]')).not.toBeNull();
    expect(shell.querySelector('noscript')).not.toBeNull();
    expect(shell.querySelector('link[rel="preload"][as="script"]')).not.toBeNull();
    expect(shell.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(shell.getElementById(BOOT_DATA_ID)).toBeNull();
  });
});
