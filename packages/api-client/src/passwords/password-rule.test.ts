import { COMMON_PASSWORDS } from './common-passwords';
import {
  isCommonPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from './password-rule';

describe('passwordProblem', () => {
  it('accepts a password of 8 characters or more that is not common', () => {
    expect(passwordProblem('Chipolopolo-2026')).toBeUndefined();
    expect(passwordProblem('kafue r!')).toBeUndefined();
    expect(passwordProblem('nshima and beans on a friday')).toBeUndefined();
  });

  it('refuses anything shorter than 8 characters, the empty password included', () => {
    for (const password of ['', 'a', 'Lusaka7', '        ', ' Lusaka7  ']) {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    }
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Use at least 8 characters for your password.');
  });

  it('counts characters as a person sees them', () => {
    // Seven emoji are fourteen UTF-16 units, still seven characters.
    expect(passwordProblem('🦁🐘🦒🦓🐆🦛🐊')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem('🦁🐘🦒🦓🐆🦛🐊🦏')).toBeUndefined();
  });

  it('refuses a common password whatever its case or surrounding spaces', () => {
    for (const password of ['password', 'Password', 'PASSWORD1', 'qwertyuiop', ' iloveyou ', '12345678']) {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
    expect(PASSWORD_TOO_COMMON_MESSAGE).toBe('This password is too common. Please choose another.');
  });

  it('says the length first for a short common password', () => {
    expect(passwordProblem('123456')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });
});

describe('the list of common passwords', () => {
  it('holds a few hundred passwords the rule would otherwise let through, in lower case, once each', () => {
    expect(COMMON_PASSWORDS.length).toBe(500);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password).toBe(password.trim().toLowerCase());
      expect(isCommonPassword(password)).toBe(true);
    }
  });
});
