import {
  loginResponseSchema,
  registrationResponseSchema,
  type LoginPayload,
  type LoginResponse,
  type RegistrationPayload,
  type RegistrationResponse,
} from '../schemas/auth';
import { z } from 'zod/mini';
import { apiAccess } from '@storefront/contract';
import { apiHttp, parsed, publicApiHttp } from './http';

/** `success: false` is an answer, not an error: the page shows its message (or 'Login failed'). */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  return parsed(loginResponseSchema, () => apiHttp().post('login', { json: payload }));
}

export async function register(payload: RegistrationPayload): Promise<RegistrationResponse> {
  return parsed(registrationResponseSchema, () => apiHttp().post('register', { json: payload }));
}

const logoutResponseSchema = z.object({ success: z.boolean(), message: z.nullish(z.string()) });

/** Signing out should not keep the customer waiting long on a server that does not answer. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Ends the session on the server, so its token opens nothing any more (a token copied before
 * sign-out included), and the server clears its cookie. The session goes with the request as the
 * browser keeps it (its cookie, or a token kept from before the cookie) rather than through the
 * session's client: a token the server already refused is not a session that expired under the
 * customer.
 */
export async function logout(): Promise<void> {
  const token = apiAccess.bearerToken();
  await parsed(logoutResponseSchema, () =>
    publicApiHttp().post('logout', { headers: token ? { Authorization: `Bearer ${token}` } : {}, timeout: LOGOUT_TIMEOUT_MS }),
  );
}
