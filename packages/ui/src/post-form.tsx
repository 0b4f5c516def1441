import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A form sent to another page's action (`action`), which answers it and brings the customer back
 * here (`from`, or `returnTo`): what a tap does before the app is in the page, or with scripts off.
 * Its hidden `fields` say what is asked; buttons outside it name it by `id`. It takes no box of its
 * own, so its buttons sit in the layout as if it were not there.
 */
export function PostForm({
  action,
  id,
  fields = {},
  returnTo,
  children,
}: {
  action: string;
  id?: string;
  fields?: Record<string, string>;
  returnTo?: string;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form id={id} method="post" action={action} style={{ display: 'contents' }}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="from" value={returnTo ?? `${pathname}${search}`} />
      {children}
    </form>
  );
}
