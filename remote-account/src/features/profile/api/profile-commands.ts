import { ApiError, changePassword, updateProfile, type SuccessAnswer, type UpdateProfilePayload } from '@storefront/shared';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully.';
export const PROFILE_NOT_UPDATED_MESSAGE = 'Failed to update profile.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';
export const PASSWORD_NOT_CHANGED_MESSAGE = 'Failed to change password.';
/** The spec has no text for a profile that cannot be loaded; this one is ours. */
export const PROFILE_NOT_LOADED_MESSAGE = 'Failed to load profile.';

export interface CommandOutcome {
  ok: boolean;
  message: string;
}

/**
 * Runs a command answering `{ success, message }`: the spec's success text, or the server's
 * message (a `success: false` answer or a refusal such as a 422) else the spec's failure text.
 */
async function runCommand(call: () => Promise<SuccessAnswer>, succeeded: string, failed: string): Promise<CommandOutcome> {
  try {
    const answer = await call();
    return answer.success ? { ok: true, message: succeeded } : { ok: false, message: answer.message || failed };
  } catch (error) {
    return { ok: false, message: (error instanceof ApiError && error.serverMessage) || failed };
  }
}

/** PUT /profile, saying what to tell the customer (content spec §8). */
export function saveProfile(payload: UpdateProfilePayload): Promise<CommandOutcome> {
  return runCommand(() => updateProfile(payload), PROFILE_UPDATED_MESSAGE, PROFILE_NOT_UPDATED_MESSAGE);
}

/** POST /profile/password with the new password (the spec's form forgot to send it). */
export function saveNewPassword(password: string): Promise<CommandOutcome> {
  return runCommand(() => changePassword({ password }), PASSWORD_CHANGED_MESSAGE, PASSWORD_NOT_CHANGED_MESSAGE);
}
