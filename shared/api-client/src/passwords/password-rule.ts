import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The one rule for a password someone chooses (registration, rider sign-up, a reset, a change):
 * long enough, made of characters one can see and type, and not one of the passwords tried first
 * when guessing. The forms check it to answer
 * at once; the server checks it again, with the same messages, since a form can be bypassed. No
 * rule of character classes: they make passwords harder to remember, not to guess.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another.';
export const PASSWORD_INVISIBLE_CHARACTERS_MESSAGE = 'Your password cannot contain invisible or control characters.';
/** Said beside a field where a password is chosen, before anything is typed. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;

const common = new Set(COMMON_PASSWORDS);

/**
 * Control characters (NUL, tab, line breaks), format characters (zero-width space and joiner, the
 * byte order mark, direction marks, soft hyphen) and lone surrogates: nobody can see them, so a
 * password made of them cannot be typed again on another device, and keyboards rarely produce
 * them. Emoji joined by a zero-width joiner are refused with them.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Whether the password holds a character nobody can see or type (see INVISIBLE_CHARACTER). */
export function hasInvisibleCharacter(password: string): boolean {
  return INVISIBLE_CHARACTER.test(password);
}

/** Whether the password is on the list of common ones, whatever its case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.trim().toLowerCase());
}

/**
 * What is wrong with a chosen password, or undefined when it may be used. Characters are counted as
 * a person sees them (an emoji is one, not two UTF-16 units); spaces around the password do not
 * count, or eight spaces would pass (nor does any other space: a password of spaces alone is too short). The password itself is kept as typed.
 */
export function passwordProblem(password: string): string | undefined {
  if (hasInvisibleCharacter(password)) return PASSWORD_INVISIBLE_CHARACTERS_MESSAGE;
  if ([...password.trim()].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return undefined;
}
