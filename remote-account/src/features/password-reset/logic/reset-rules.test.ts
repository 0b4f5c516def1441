import { INVALID_IDENTIFIER_MESSAGE, INVALID_OTP_MESSAGE } from '@storefront/api-client';
import { codeProblem, identifierProblem, newPasswordProblem } from './reset-rules';

describe('identifierProblem', () => {
  it('accepts an e-mail address or a phone number', () => {
    expect(identifierProblem('mwila@example.com')).toBeUndefined();
    expect(identifierProblem('0977123456')).toBeUndefined();
  });

  it('refuses an empty field or words that are neither', () => {
    expect(identifierProblem('')).toBe(INVALID_IDENTIFIER_MESSAGE);
    expect(identifierProblem('mwila')).toBe(INVALID_IDENTIFIER_MESSAGE);
  });
});

describe('codeProblem', () => {
  it('accepts six digits', () => {
    expect(codeProblem(['1', '2', '3', '4', '5', '6'])).toBeUndefined();
  });

  it('refuses a code with an empty box', () => {
    expect(codeProblem(['1', '2', '3', '', '5', '6'])).toBe(INVALID_OTP_MESSAGE);
    expect(codeProblem(['', '', '', '', '', ''])).toBe(INVALID_OTP_MESSAGE);
  });
});

describe('newPasswordProblem', () => {
  it('accepts a long uncommon password', () => {
    expect(newPasswordProblem('Kafue-n3w-secret')).toBeUndefined();
  });

  it('asks for a password, then for a longer one, then for an uncommon one', () => {
    expect(newPasswordProblem('')).toBe('Please enter a new password.');
    expect(newPasswordProblem('short')).toMatch(/8 characters/);
    expect(newPasswordProblem('password123')).toMatch(/common/);
  });
});
