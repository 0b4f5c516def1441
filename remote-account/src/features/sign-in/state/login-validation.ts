import { zodResolver } from '@hookform/resolvers/zod';
import { ALL_FIELDS_REQUIRED_MESSAGE, isValidEmail, loginFormSchema } from '@storefront/api-client';
import { DEFAULT_PHONE_COUNTRY, normalisePhoneNumber } from '@storefront/api-client/phones';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The sign-in form: `email` is the 'Phone number or Email' field; the login call takes either there. */
export interface LoginFormValues {
  email: string;
  password: string;
}

/**
 * The identifier as sent: an e-mail as typed, a phone number in the one form registration stores
 * ('097 123 4567', '971234567' and '+260 97 123 4567' are all '260971234567'); anything else as
 * typed, for the contract's rule to judge (a number of another country written without its '+').
 */
export function signInIdentifier(typed: string): string {
  const trimmed = typed.trim();
  if (isValidEmail(trimmed)) return trimmed;
  // The form has no dial-code picker: a number without its '+' is read as a Zambian one.
  const number = normalisePhoneNumber(trimmed, DEFAULT_PHONE_COUNTRY);
  return number ? number.slice(1) : trimmed;
}

const checkFields = zodResolver(loginFormSchema);

/** The contract's login rules for the two fields, the identifier read as sent; the role is added on submit. */
export const loginResolver: Resolver<LoginFormValues> = (values, context, options) =>
  checkFields({ ...values, email: signInIdentifier(values.email) }, context, options);

/** The one message for the form's field errors: a missing field first, else the identifier's format. */
export function loginFormMessage(errors: FieldErrors<LoginFormValues>): string | undefined {
  const messages = [errors.email?.message, errors.password?.message].filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
  return messages.find((message) => message === ALL_FIELDS_REQUIRED_MESSAGE) ?? messages[0];
}
