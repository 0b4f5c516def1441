import { ApiError, CUSTOMER_ROLE, login } from '@storefront/api-client';
import { type SessionUser } from '@storefront/contract';
import type { LoginFormValues } from '../state/login-validation';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const LOGIN_EXCEPTION_MESSAGE = 'Invalid Login Credentials';
/** Said when the server holds sign-ins back without saying for how long. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

export type LoginOutcome = { ok: true; token: string; user: SessionUser; message: string } | { ok: false; message: string };

/**
 * Signs the customer in and says what to tell them: the session's token and user on success, the
 * server's message or 'Login failed' when it answers `success: false`, the server's word when it
 * holds sign-ins back (a 429), and 'Invalid Login Credentials' when the call fails otherwise (a
 * 401, a refused or unreadable answer, no network).
 */
export async function submitLogin({ email, password }: LoginFormValues): Promise<LoginOutcome> {
  try {
    const answer = await login({ email: email.trim(), password, role: CUSTOMER_ROLE });
    if (answer.success) return { ok: true, token: answer.data.token, user: answer.data.user, message: LOGIN_SUCCESS_MESSAGE };
    return { ok: false, message: answer.message || LOGIN_FAILED_MESSAGE };
  } catch (error) {
    // Held back, not refused: 'Invalid Login Credentials' would send the customer to try again at once.
    if (error instanceof ApiError && error.status === 429) return { ok: false, message: error.serverMessage || TOO_MANY_ATTEMPTS_MESSAGE };
    return { ok: false, message: LOGIN_EXCEPTION_MESSAGE };
  }
}
