import { BRAND_NAME } from '@storefront/ui';
import { type BlogPost } from '@storefront/api-client';

// Made on first use: building a date format loads its locale's data, a task of its own on a phone,
// which every page importing this module would otherwise pay.
let dateFormat: Intl.DateTimeFormat | undefined;
/** Dates as readers here write them: 'September 2, 2024'. */
const longDate = () => (dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** A post's date for display; text that is not a date is shown as it came, nothing for no date. */
export function formatBlogDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : longDate().format(time);
}

/** '5 min read' from 5 or '5'; a server's own wording ('5 minutes') is kept. */
export function readTimeText(readTime: BlogPost['read_time']): string | null {
  if (readTime === null || readTime === undefined || readTime === '') return null;
  const text = String(readTime).trim();
  return /^\d+$/.test(text) ? `${text} min read` : text;
}

export function viewsText(views: BlogPost['views']): string | null {
  if (views === null || views === undefined) return null;
  return `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`;
}

/** A post without an author is by the storefront itself. */
export function authorOf(post: Pick<BlogPost, 'author'>): string {
  return post.author?.trim() || BRAND_NAME;
}

/** The query of the blog's page `page`: none for the first, so /blog stays /blog. */
export function blogPageSearch(page: number): string {
  return page <= 1 ? '' : `?${new URLSearchParams({ page: String(page) })}`;
}

export type PaginationItem = number | 'gap';

/**
 * The numbered buttons: every page while there are few; otherwise the first and last pages, the
 * current one and its neighbours, with a gap where pages are left out.
 */
export function paginationItems(current: number, lastPage: number, maxShown = 7): PaginationItem[] {
  if (lastPage <= maxShown) return Array.from({ length: lastPage }, (_, index) => index + 1);
  const shown = new Set([1, lastPage, current - 1, current, current + 1].filter((page) => page >= 1 && page <= lastPage));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

export interface ShareLink {
  network: string;
  label: string;
  href: string;
}

/** Share pages of three networks for a post's address; every value is URL-encoded. */
export function shareLinks(url: string, title: string): ShareLink[] {
  return [
    {
      network: 'Facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    },
    {
      network: 'X',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text: title })}`,
    },
    {
      network: 'LinkedIn',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    },
  ];
}

/** Opens a share page in a small new window that cannot reach back to this one. */
export function openShareWindow(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer,width=600,height=520');
}
