import { commandOutcome, CUSTOMER_ROLE, register, type CommandOutcome } from '@storefront/api-client';
import { phoneForSending } from '@storefront/api-client/phones';
import type { RegistrationFormValues } from '../state/registration-validation';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Please login.';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';
/** The catalogue's text for a failed registration call (without the validation message's full stop). */
export const REGISTRATION_EXCEPTION_MESSAGE = 'All fields are required';

/**
 * Registers a customer and says what to tell them: success, the server's message or
 * 'Registration failed' for `success: false`, and for a failed call the reason the server gave
 * ('The email has already been taken.'), else 'All fields are required'.
 */
export function submitRegistration(values: RegistrationFormValues): Promise<CommandOutcome> {
  const call = () =>
    register({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      ...phoneForSending(values.phone, values.country, values.code),
      password: values.password,
      role: CUSTOMER_ROLE,
    });
  return commandOutcome(call, {
    succeeded: REGISTRATION_SUCCESS_MESSAGE,
    failed: REGISTRATION_FAILED_MESSAGE,
    callFailed: REGISTRATION_EXCEPTION_MESSAGE,
  });
}
