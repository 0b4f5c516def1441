import { OPEN_IN_PAGE_FIELD } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export function withoutOpenField(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  kept.delete(OPEN_IN_PAGE_FIELD);
  return kept;
}

/** Before the app is in, a submit button inside asks for this page with what it names open (`name="open" value="menu"`), or closed. */
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
