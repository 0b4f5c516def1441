import {
  accountDeletionFormSchema,
  type AccountDeletionForm,
  type AccountDeletionPayload,
} from '@storefront/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What /goodbye holds across its two steps: the reason (step 1), the password and phrase (step 2). */
export interface DeletionFormValues {
  reason: string;
  password: string;
  confirmation: string;
}

export const emptyDeletionForm: DeletionFormValues = { reason: '', password: '', confirmation: '' };

/** The final button is enabled only when the phrase matches exactly and a password is entered (spec §5). */
export function isDeletionReady(values: DeletionFormValues): boolean {
  return accountDeletionFormSchema.safeParse(values).success;
}

export type DeletionFormProblems = Partial<Record<'password' | 'confirmation', string>>;

/** The contract's messages for the step-2 fields ('Please enter your password', the phrase's). */
export function deletionFormProblems(values: DeletionFormValues): DeletionFormProblems {
  const result = accountDeletionFormSchema.safeParse(values);
  const problems: DeletionFormProblems = {};
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if ((field === 'password' || field === 'confirmation') && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

/**
 * The form's resolver over the contract schema. zodResolver cannot be used directly: the schema's
 * input types the phrase as the literal 'DELETE MY ACCOUNT', while the field holds any text.
 */
export const deletionResolver: Resolver<DeletionFormValues> = async (values) => {
  const problems = deletionFormProblems(values);
  const errors: FieldErrors<DeletionFormValues> = {};
  for (const field of ['password', 'confirmation'] as const) {
    const message = problems[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** What is sent: the password, and the reason only when one was given. */
export function deletionPayload(values: DeletionFormValues | AccountDeletionForm): AccountDeletionPayload {
  const reason = values.reason?.trim() ?? '';
  return reason === '' ? { password: values.password } : { password: values.password, reason };
}
