import { newPasswordProblem } from './new-password';

describe('newPasswordProblem', () => {
  it('asks for a password when none was typed, and has no other rule', () => {
    expect(newPasswordProblem('')).toBe('Please enter a new password.');
    expect(newPasswordProblem('a')).toBeUndefined();
  });
});
