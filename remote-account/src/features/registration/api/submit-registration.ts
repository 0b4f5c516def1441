import { ApiError, CUSTOMER_ROLE, register } from '@storefront/shared';
import type { RegistrationFormValues } from '../state/registration-validation';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Please login.';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';
/** The catalogue's text for a failed registration call (without the validation message's full stop). */
export const REGISTRATION_EXCEPTION_MESSAGE = 'All fields are required';

export interface RegistrationOutcome {
  ok: boolean;
  message: string;
}

/**
 * Registers a customer and says what to tell them (spec §8): success, the server's message or
 * 'Registration failed' for `success: false`, and for a failed call the reason the server gave
 * ('The email has already been taken.'), else 'All fields are required'.
 */
export async function submitRegistration(values: RegistrationFormValues): Promise<RegistrationOutcome> {
  try {
    const answer = await register({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      code: values.code,
      phone: values.phone.trim(),
      password: values.password,
      role: CUSTOMER_ROLE,
    });
    if (answer.success) return { ok: true, message: REGISTRATION_SUCCESS_MESSAGE };
    return { ok: false, message: answer.message || REGISTRATION_FAILED_MESSAGE };
  } catch (error) {
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
    return { ok: false, message: serverMessage || REGISTRATION_EXCEPTION_MESSAGE };
  }
}
