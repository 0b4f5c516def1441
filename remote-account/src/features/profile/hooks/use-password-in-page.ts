import { useActionData, useSearchParams } from 'react-router-dom';
import { CHANGE_PASSWORD, type ProfileActionData } from '../api/profile-action';

/** The address of the profile page with Change Password in the page: `?open=password`. */
export const OPEN_FIELD = 'open';
export const OPEN_PASSWORD = 'password';

/**
 * Whether the profile page shows Change Password in the page rather than as a dialog: when a page
 * without scripts asked for it (Change Password sends `?open=password`), and after the page's form
 * was sent, so it says how it went.
 */
export function usePasswordInPage(): boolean {
  const [search] = useSearchParams();
  const answer = useActionData<ProfileActionData>();
  return search.get(OPEN_FIELD) === OPEN_PASSWORD || answer?.intent === CHANGE_PASSWORD;
}
