import { documentTitle, pageMetaOf, SITE_META } from './page-meta';

const layout = { handle: undefined, data: undefined, params: {} };

describe('pageMetaOf', () => {
  it("takes the page's own metadata, from what its loader read", () => {
    const page = { handle: { meta: (data: unknown) => ({ title: (data as { name: string }).name }) }, data: { name: 'Ifisashi' }, params: {} };
    expect(pageMetaOf([layout, page])).toEqual({ title: 'Ifisashi' });
  });

  it("falls back to the site's own for a page that says nothing", () => {
    expect(pageMetaOf([layout, { handle: { meta: () => null }, data: null, params: {} }])).toBe(SITE_META);
  });
});

describe('documentTitle', () => {
  it("puts the page's title before the storefront's name", () => {
    expect(documentTitle({ title: 'Menu' })).toBe('Menu | ZamEats');
  });
});
