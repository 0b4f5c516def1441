import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_CONFIRMATION_MISMATCH_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@storefront/api-client';
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from '@storefront/api-client/passwords';

/** What the change-password dialog holds: the current password, the new one and its confirmation. */
export interface PasswordChange {
  current: string;
  next: string;
  confirmation: string;
}

export type PasswordChangeField = keyof PasswordChange;

/** A message, and the field it is about (none for a failure of the call itself). */
export interface PasswordChangeProblem {
  field?: PasswordChangeField;
  message: string;
}

/** The names the form gives its fields: those of the api's payload, which password managers know too. */
export const passwordChangeFieldName: Readonly<Record<PasswordChangeField, string>> = {
  current: 'current_password',
  next: 'password',
  confirmation: 'password_confirmation',
};

/** The change as the form sent it; a field missing from the form is empty. */
export function passwordChangeFrom(form: FormData): PasswordChange {
  const text = (field: PasswordChangeField) => {
    const value = form.get(passwordChangeFieldName[field]);
    return typeof value === 'string' ? value : '';
  };
  return { current: text('current'), next: text('next'), confirmation: text('confirmation') };
}

/**
 * The first thing to fix before the change is sent, in the order of the fields: the current
 * password, a new one that follows the password rule, and the same new one again.
 */
export function passwordChangeProblem({ current, next, confirmation }: PasswordChange): PasswordChangeProblem | undefined {
  if (current === '') return { field: 'current', message: CURRENT_PASSWORD_REQUIRED_MESSAGE };
  if (next === '') return { field: 'next', message: NEW_PASSWORD_REQUIRED_MESSAGE };
  const weak = passwordProblem(next);
  if (weak) return { field: 'next', message: weak };
  if (confirmation !== next) return { field: 'confirmation', message: PASSWORD_CONFIRMATION_MISMATCH_MESSAGE };
  return undefined;
}

const fieldOfServerMessage: Readonly<Record<string, PasswordChangeField>> = {
  [WRONG_CURRENT_PASSWORD_MESSAGE]: 'current',
  [CURRENT_PASSWORD_REQUIRED_MESSAGE]: 'current',
  [NEW_PASSWORD_REQUIRED_MESSAGE]: 'next',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'next',
  [PASSWORD_TOO_COMMON_MESSAGE]: 'next',
  [PASSWORD_CONFIRMATION_MISMATCH_MESSAGE]: 'confirmation',
};

/** The server's refusal as a problem of the field it names, so that field is marked. */
export function refusalProblem(message: string): PasswordChangeProblem {
  return { field: fieldOfServerMessage[message], message };
}
