import type { ReactNode } from 'react';

/**
 * Until the app is in the page (or with scripts off) a header button has no menu or drawer to
 * open: it sits in this form, which asks for `page` instead, so a tap is answered at once. Once the
 * app is in, the button's click handler prevents the sending and opens what it opens.
 */
export function OpensPageBeforeApp({ page, children }: { page: string; children: ReactNode }) {
  return (
    <form method="get" action={page} css={{ display: 'contents' }}>
      {children}
    </form>
  );
}
