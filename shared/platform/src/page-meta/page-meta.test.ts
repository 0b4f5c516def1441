import { documentTitle, NOT_FOUND_META, pageMetaOf, SITE_META } from './page-meta';

const layout = { handle: undefined, data: undefined, params: {} };

describe('pageMetaOf', () => {
  it("takes the page's own metadata, from what its loader read", () => {
    const page = { handle: { meta: (data: unknown) => ({ title: (data as { name: string }).name }) }, data: { name: 'Ifisashi' }, params: {} };
    expect(pageMetaOf([layout, page])).toEqual({ title: 'Ifisashi' });
  });

  it("is the not-found page's where the page's loader found nothing at its address", () => {
    const meal = { handle: { meta: () => ({ title: 'Meal' }) }, data: undefined, params: { id: 'no-such-meal' } };
    // What the router holds for a loader that threw a 404 response.
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(pageMetaOf([layout, meal], { 'shop:/food/:id': notFound })).toBe(NOT_FOUND_META);
    expect(pageMetaOf([layout, meal], { 'shop:/food/:id': new Error('down') })).toEqual({ title: 'Meal' });
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
