import { isSignedInAtom } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { logout } from '../logout';
import { signedInLinks, signedOutLinks } from '../nav-links';
import { DropdownMenu } from './dropdown-menu';

export function AccountMenu() {
  const signedIn = useAtomValue(isSignedInAtom);
  const links = signedIn ? signedInLinks : signedOutLinks;
  return (
    <DropdownMenu label="Account">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      {signedIn ? (
        <li>
          <button type="button" onClick={() => logout()}>
            Logout
          </button>
        </li>
      ) : null}
    </DropdownMenu>
  );
}
