import { zodResolver } from '@hookform/resolvers/zod';
import { accountDeletionFormSchema, type AccountDeletionForm, type AccountDeletionPayload } from '@storefront/api-client';

/** What /goodbye holds across its two steps: the reason (step 1), the password and phrase (step 2). */
export interface DeletionFormValues {
  reason: string;
  password: string;
  confirmation: string;
}

export const emptyDeletionForm: DeletionFormValues = { reason: '', password: '', confirmation: '' };

/**
 * The final button is enabled only when the phrase matches exactly and a password is entered, so
 * an account is never deleted by a slip.
 */
export function isDeletionReady(values: DeletionFormValues): boolean {
  return accountDeletionFormSchema.safeParse(values).success;
}

/** The contract's rules and messages for the step-2 fields ('Please enter your password', the phrase's). */
export const deletionResolver = zodResolver(accountDeletionFormSchema);

/** What is sent: the password, and the reason only when one was given. */
export function deletionPayload(values: AccountDeletionForm): AccountDeletionPayload {
  const reason = values.reason?.trim() ?? '';
  return reason === '' ? { password: values.password } : { password: values.password, reason };
}
