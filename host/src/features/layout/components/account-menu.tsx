import { isSignedInAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import { AccountItems } from './account-items';
import { DropdownMenu } from './dropdown-menu';

export function AccountMenu() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <DropdownMenu label="Account" page={signedIn ? '/user/dashboard' : '/auth/login'}>
      <AccountItems />
    </DropdownMenu>
  );
}
