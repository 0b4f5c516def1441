import { endSession } from '@storefront/contract';

/** Logout removes the stored session and reloads the page, so every area starts signed out. */
export function logout(reload: () => void = () => window.location.reload()): void {
  endSession();
  reload();
}
