import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The one rule for a password someone chooses (registration, rider sign-up, a reset, a change):
 * long enough, and not one of the passwords tried first when guessing. The forms check it to answer
 * at once; the server checks it again, with the same messages, since a form can be bypassed. No
 * rule of character classes: they make passwords harder to remember, not to guess.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another.';
/** Said beside a field where a password is chosen, before anything is typed. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;

const common = new Set(COMMON_PASSWORDS);

/** Whether the password is on the list of common ones, whatever its case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.trim().toLowerCase());
}

/**
 * What is wrong with a chosen password, or undefined when it may be used. Characters are counted as
 * a person sees them (an emoji is one, not two UTF-16 units); spaces around the password do not
 * count, or eight spaces would pass. The password itself is kept as typed.
 */
export function passwordProblem(password: string): string | undefined {
  if ([...password.trim()].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return undefined;
}
