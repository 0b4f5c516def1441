import type { ReactNode } from 'react';
import { useActionData, useLocation, useSearchParams } from 'react-router-dom';

/**
 * A click answered in the page once the app is in: the form the button belongs to, which answers
 * the same tap before the app is in (or with scripts off), is not sent.
 */
export function answeredInPage(act: () => void): (event: { preventDefault(): void }) => void {
  return (event) => {
    event.preventDefault();
    act();
  };
}

/** The query field that asks for a page with a dialog's form in it (`?open=topup`). */
export const OPEN_IN_PAGE_FIELD = 'open';

/**
 * Whether a dialog's form is part of the page rather than a dialog: when a page without scripts
 * asked for it (its opening button sends `?open=<name>`), and after the form was sent (its action
 * answered for `intent`), so that it says how it went.
 */
export function useFormInPage(name: string, intent: string): boolean {
  const [search] = useSearchParams();
  const answer = useActionData() as { intent?: unknown } | undefined;
  return search.get(OPEN_IN_PAGE_FIELD) === name || answer?.intent === intent;
}

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
