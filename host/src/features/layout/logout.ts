import { endSession } from '@storefront/shared';

/** Logout removes the stored session and reloads the page (spec §4), so every area starts signed out. */
export function logout(reload: () => void = () => window.location.reload()): void {
  endSession();
  reload();
}
