import { ALL_FIELDS_REQUIRED_MESSAGE, loginFormSchema } from '@storefront/api-client';
import { accountIdentifier } from '@storefront/api-client/phones';

/** The sign-in form: `email` is the 'Phone number or Email' field; the login call takes either there. */
export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginFormValues;

export type LoginCheck = { ok: true; values: LoginFormValues } | { ok: false; message: string; fields: LoginField[] };

const isLoginField = (field: unknown): field is LoginField => field === 'email' || field === 'password';

/**
 * The contract's login rules for the two fields, the identifier read as it will be sent (a Zambian
 * number in its one form): the values to send, or the one message for the form and the fields at
 * fault. A missing field is said first ('All fields are required.'), else the identifier's format.
 */
export function checkLoginForm(values: LoginFormValues): LoginCheck {
  const result = loginFormSchema.safeParse({ ...values, email: accountIdentifier(values.email) });
  if (result.success) return { ok: true, values: result.data };
  // Each field's first broken rule, as the form shows one message per field at most.
  const firstProblem = new Map<LoginField, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isLoginField(field) && !firstProblem.has(field)) firstProblem.set(field, issue.message);
  }
  const messages = [firstProblem.get('email'), firstProblem.get('password')].filter((message): message is string => Boolean(message));
  return {
    ok: false,
    message: messages.find((message) => message === ALL_FIELDS_REQUIRED_MESSAGE) ?? messages[0] ?? ALL_FIELDS_REQUIRED_MESSAGE,
    fields: [...firstProblem.keys()],
  };
}
