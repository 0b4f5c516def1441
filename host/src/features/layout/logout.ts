import { logout as endServerSession } from '@storefront/api-client';
import { endSession } from '@storefront/contract';

/**
 * Logout ends the session on the server first, so a token copied before sign-out opens nothing,
 * then removes it from the browser and reloads the page, so every area starts signed out. The
 * browser's session ends even when the server cannot be reached: the customer asked to leave.
 */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await endServerSession();
  } catch {
    // Nothing to tell: the session is gone from this browser either way, and a token the server
    // still holds expires on its own.
  }
  endSession();
  reload();
}
