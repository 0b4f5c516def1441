import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import { Form, Link, useLocation, useNavigation } from 'react-router-dom';
import { LOGOUT_PATH } from '../logout';
import { signedInLinks, signedOutLinks } from '../nav-links';

/** The header's Logout: a form, so it works before the app is in and with scripts off too. */
function LogoutItem() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  // The server is told first (up to a few seconds): a second press does nothing more.
  const leaving = navigation.state !== 'idle' && navigation.formAction === LOGOUT_PATH;
  return (
    <li>
      <Form method="post" action={LOGOUT_PATH}>
        <input type="hidden" name="from" value={`${pathname}${search}`} />
        {/* Not a click the menu closes on: the form would leave the page before it is sent. */}
        <button type="submit" disabled={leaving} aria-busy={leaving || undefined} onClick={(event) => event.stopPropagation()}>
          Logout
        </button>
      </Form>
    </li>
  );
}

export function AccountItems({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const links = signedIn ? signedInLinks : signedOutLinks;
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      {signedIn ? <LogoutItem /> : null}
    </>
  );
}
