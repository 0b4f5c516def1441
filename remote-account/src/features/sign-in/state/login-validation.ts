import { zodResolver } from '@hookform/resolvers/zod';
import { ALL_FIELDS_REQUIRED_MESSAGE, loginFormSchema } from '@storefront/api-client';
import { accountIdentifier } from '@storefront/api-client/phones';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The sign-in form: `email` is the 'Phone number or Email' field; the login call takes either there. */
export interface LoginFormValues {
  email: string;
  password: string;
}

const checkFields = zodResolver(loginFormSchema);

/** The contract's login rules for the two fields, the identifier read as sent; the role is added on submit. */
export const loginResolver: Resolver<LoginFormValues> = (values, context, options) =>
  checkFields({ ...values, email: accountIdentifier(values.email) }, context, options);

/** The one message for the form's field errors: a missing field first, else the identifier's format. */
export function loginFormMessage(errors: FieldErrors<LoginFormValues>): string | undefined {
  const messages = [errors.email?.message, errors.password?.message].filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
  return messages.find((message) => message === ALL_FIELDS_REQUIRED_MESSAGE) ?? messages[0];
}
