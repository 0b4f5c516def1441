import { AccountItems } from './account-items';
import { DropdownMenu } from './dropdown-menu';

export function AccountMenu() {
  return (
    <DropdownMenu label="Account">
      <AccountItems />
    </DropdownMenu>
  );
}
