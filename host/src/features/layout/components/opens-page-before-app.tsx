import type { ReactNode } from 'react';

/** Until the app is in (or with scripts off), a header button inside asks for `page`; once in, its click handler prevents the sending. */
export function OpensPageBeforeApp({ page, children }: { page: string; children: ReactNode }) {
  return (
    <form method="get" action={page} css={{ display: 'contents' }}>
      {children}
    </form>
  );
}
