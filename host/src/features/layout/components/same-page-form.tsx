import { OPEN_IN_PAGE_FIELD } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The page's query fields but the one that opens something in it. */
export function withoutOpenField(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  kept.delete(OPEN_IN_PAGE_FIELD);
  return kept;
}

/**
 * A GET form back to this page, with its query fields but the one that opens something in it
 * (`open`): a submit button inside asks for the page with what it names open
 * (`name="open" value="menu"`), or, naming nothing, closed. Before the app is in (or with scripts
 * off) that is how the header's menu opens and closes; once it is in, the buttons' click handlers
 * prevent the sending and answer in the page.
 */
export function SamePageForm({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const kept = [...withoutOpenField(search)];
  return (
    <form method="get" action={pathname} css={{ display: 'contents' }}>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
