import { COMMON_PASSWORDS } from './common-passwords';
import {
  isCommonPassword,
  PASSWORD_INVISIBLE_CHARACTERS_MESSAGE,
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

  it('refuses control and invisible characters, alone or inside a good password', () => {
    const invisible = ['\u0000', '\u200b', '\u200c', '\u200d', '\ufeff', '\u200e', '\u2060', '\u00ad', '\u0007', '\n', '\t', '\ud800'];
    for (const character of invisible) {
      expect(passwordProblem(character.repeat(8))).toBe(PASSWORD_INVISIBLE_CHARACTERS_MESSAGE);
      expect(passwordProblem(`Chipolopolo${character}2026`)).toBe(PASSWORD_INVISIBLE_CHARACTERS_MESSAGE);
    }
    expect(PASSWORD_INVISIBLE_CHARACTERS_MESSAGE).toBe('Your password cannot contain invisible or control characters.');
  });

  it('refuses a password of spaces alone, whichever spaces', () => {
    for (const space of [' ', '\u00a0', '\u3000', '\u2003']) expect(passwordProblem(space.repeat(12))).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });

  it('keeps letters of every script and spaces between words', () => {
    expect(passwordProblem('Mwaiseni mukwai 2026')).toBeUndefined();
    expect(passwordProblem('Ñoño-Ämter-ß')).toBeUndefined();
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
