import { CUSTOMER_ROLE, login } from '@storefront/api-client';
import { type Session } from '@storefront/contract';
import type { LoginFormValues } from '../state/login-validation';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const LOGIN_EXCEPTION_MESSAGE = 'Invalid Login Credentials';

export type LoginOutcome = { ok: true; session: Session; message: string } | { ok: false; message: string };

/**
 * Signs the customer in and says what to tell them: the session on success, the server's
 * message or 'Login failed' when it answers `success: false`, and 'Invalid Login Credentials' when
 * the call fails (a 401, a refused or unreadable answer, no network).
 */
export async function submitLogin({ email, password }: LoginFormValues): Promise<LoginOutcome> {
  try {
    const answer = await login({ email: email.trim(), password, role: CUSTOMER_ROLE });
    if (answer.success) {
      // The token is not kept where scripts can read it: the same answer set it in an HttpOnly
      // cookie, which the browser sends with every call and page from now on.
      return { ok: true, session: { user: answer.data.user }, message: LOGIN_SUCCESS_MESSAGE };
    }
    return { ok: false, message: answer.message || LOGIN_FAILED_MESSAGE };
  } catch {
    return { ok: false, message: LOGIN_EXCEPTION_MESSAGE };
  }
}
