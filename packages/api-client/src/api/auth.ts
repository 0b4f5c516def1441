import {
  loginResponseSchema,
  registrationResponseSchema,
  type LoginPayload,
  type LoginResponse,
  type RegistrationPayload,
  type RegistrationResponse,
} from '../schemas/auth';
import { apiHttp, parsed } from './http';

/** `success: false` is an answer, not an error: the page shows its message (or 'Login failed'). */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  return parsed(loginResponseSchema, () => apiHttp().post('login', { json: payload }));
}

export async function register(payload: RegistrationPayload): Promise<RegistrationResponse> {
  return parsed(registrationResponseSchema, () => apiHttp().post('register', { json: payload }));
}
