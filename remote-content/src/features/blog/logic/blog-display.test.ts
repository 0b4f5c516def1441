import {
  authorOf,
  formatBlogDate,
  openShareWindow,
  blogPageSearch,
  paginationItems,
  readTimeText,
  shareLinks,
  viewsText,
} from './blog-display';
import { pageFromSearch } from './blog-page-number';

describe('blog display', () => {
  it('formats ISO dates and keeps other text', () => {
    expect(formatBlogDate('2024-09-02T08:00:00Z')).toBe('September 2, 2024');
    expect(formatBlogDate('2024-05-20')).toBe('May 20, 2024');
    expect(formatBlogDate('last week')).toBe('last week');
    expect(formatBlogDate(null)).toBeNull();
  });

  it('says the read time in minutes', () => {
    expect(readTimeText(5)).toBe('5 min read');
    expect(readTimeText('3')).toBe('3 min read');
    expect(readTimeText('4 minutes')).toBe('4 minutes');
    expect(readTimeText(null)).toBeNull();
  });

  it('counts views', () => {
    expect(viewsText(1840)).toBe('1,840 views');
    expect(viewsText(1)).toBe('1 view');
    expect(viewsText(undefined)).toBeNull();
  });

  it('credits the brand when a post names no author', () => {
    expect(authorOf({ author: 'Chileshe Mwansa' })).toBe('Chileshe Mwansa');
    expect(authorOf({ author: null })).toBe('ZamEats');
    expect(authorOf({ author: '  ' })).toBe('ZamEats');
  });

  it.each([
    [null, 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['two', 1],
    ['1.5', 1],
  ])('reads page %j as %d', (value, page) => {
    expect(pageFromSearch(value)).toBe(page);
  });

  it('links the first page without a query, so /blog stays /blog, and the others with ?page=', () => {
    expect(blogPageSearch(1)).toBe('');
    expect(blogPageSearch(2)).toBe('?page=2');
    expect(blogPageSearch(0)).toBe('');
  });

  it('numbers every page while there are few, and leaves gaps when there are many', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('builds share links with the address and title encoded', () => {
    const links = shareLinks('https://zameats.test/blog/nshima & relish', 'Nshima & "relish"?');
    expect(links.map((link) => link.network)).toEqual(['Facebook', 'X', 'LinkedIn']);
    const [facebook, x, linkedIn] = links.map((link) => new URL(link.href));
    expect(facebook?.origin).toBe('https://www.facebook.com');
    expect(facebook?.searchParams.get('u')).toBe('https://zameats.test/blog/nshima & relish');
    expect(x?.searchParams.get('url')).toBe('https://zameats.test/blog/nshima & relish');
    expect(x?.searchParams.get('text')).toBe('Nshima & "relish"?');
    expect(linkedIn?.searchParams.get('url')).toBe('https://zameats.test/blog/nshima & relish');
    for (const link of links) expect(link.href).not.toMatch(/[ "&]relish/);
  });

  it('opens a share page in a new window without an opener', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openShareWindow('https://www.facebook.com/sharer/sharer.php?u=x');
    expect(open).toHaveBeenCalledWith('https://www.facebook.com/sharer/sharer.php?u=x', '_blank', expect.stringContaining('noopener'));
    open.mockRestore();
  });
});
