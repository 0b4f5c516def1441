import { headTags } from './head-tags';

const page = new URL('https://zameats.example/food/m-1?from=menu');

/** The head as a document, to read it the way a link previewer does. */
function parsed(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('headTags', () => {
  it("writes the page's title, description, canonical address, Open Graph and Twitter tags", () => {
    const head = parsed(headTags({ title: 'Ifisashi', description: 'Greens in groundnut sauce', image: '/images/ifisashi.jpg', type: 'product' }, page));
    expect(head.title).toBe('Ifisashi | ZamEats');
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe('Greens in groundnut sauce');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://zameats.example/food/m-1');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe('https://zameats.example/images/ifisashi.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('keeps hostile text as text, in the title, the attributes and the structured data', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = headTags({ title: hostile, description: hostile, jsonLd: { name: `</script><script>alert(2)</script>` } }, page);
    const head = parsed(html);
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(head.title).toBe(`${hostile} | ZamEats`);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
    expect(JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toEqual({ name: '</script><script>alert(2)</script>' });
  });

  it('names no picture that is not a web address', () => {
    const head = parsed(headTags({ title: 'Menu', image: 'javascript:alert(1)' }, page));
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });
});
