import {
  changePassword,
  commandOutcome,
  updateProfile,
  type CommandOutcome,
  type UpdateProfilePayload,
} from '@storefront/api-client';
import type { PasswordChange } from '../state/new-password';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully.';
export const PROFILE_NOT_UPDATED_MESSAGE = 'Failed to update profile.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';
export const PASSWORD_NOT_CHANGED_MESSAGE = 'Failed to change password.';
/** The product has no text for a profile that cannot be loaded; this one is ours. */
export const PROFILE_NOT_LOADED_MESSAGE = 'Failed to load profile.';

/** PUT /profile, saying what to tell the customer: on success always the fixed success text. */
export function saveProfile(payload: UpdateProfilePayload): Promise<CommandOutcome> {
  return commandOutcome(() => updateProfile(payload), {
    succeeded: PROFILE_UPDATED_MESSAGE,
    failed: PROFILE_NOT_UPDATED_MESSAGE,
  });
}

/**
 * POST /profile/password with the current password, the new one (the original form forgot to send
 * it) and its confirmation.
 */
export function saveNewPassword(change: PasswordChange): Promise<CommandOutcome> {
  const payload = { current_password: change.current, password: change.next, password_confirmation: change.confirmation };
  return commandOutcome(() => changePassword(payload), {
    succeeded: PASSWORD_CHANGED_MESSAGE,
    failed: PASSWORD_NOT_CHANGED_MESSAGE,
  });
}
