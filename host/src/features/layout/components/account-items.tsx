import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { logout } from '../logout';
import { signedInLinks, signedOutLinks } from '../nav-links';

/** The account choices as list items: Dashboard, Profile, Logout when signed in; Login, Sign Up otherwise. */
export function AccountItems({ onNavigate }: { onNavigate?: () => void }) {
  // The server renders the page for the customer its session cookie names, as the browser does.
  const signedIn = useAtomValue(isSignedInAtom);
  const links = signedIn ? signedInLinks : signedOutLinks;
  // The server is told first (up to a few seconds): a second press meanwhile would do nothing more.
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      {signedIn ? (
        <li>
          <button
            type="button"
            disabled={leaving}
            aria-busy={leaving || undefined}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            Logout
          </button>
        </li>
      ) : null}
    </>
  );
}
