import { OPEN_IN_PAGE_FIELD, useFormInPage } from '@storefront/ui';
import { CHANGE_PASSWORD } from '../api/profile-action';

/** The address of the profile page with Change Password in the page: `?open=password`. */
export const OPEN_FIELD = OPEN_IN_PAGE_FIELD;
export const OPEN_PASSWORD = 'password';

/**
 * Whether the profile page shows Change Password in the page rather than as a dialog: when a page
 * without scripts asked for it (Change Password sends `?open=password`), and after the page's form
 * was sent, so it says how it went.
 */
export function usePasswordInPage(): boolean {
  return useFormInPage(OPEN_PASSWORD, CHANGE_PASSWORD);
}
