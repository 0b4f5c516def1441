import { passwordChangeFrom, passwordChangeProblem, refusalProblem } from './new-password';

const change = { current: 'Old-secret-1', next: 'Kafue-river-9', confirmation: 'Kafue-river-9' };

describe('passwordChangeProblem', () => {
  it('lets a change through with the current password and a good new one, confirmed', () => {
    expect(passwordChangeProblem(change)).toBeUndefined();
  });

  it('asks for each field in turn', () => {
    expect(passwordChangeProblem({ current: '', next: '', confirmation: '' })).toEqual({ field: 'current', message: 'Please enter your current password.' });
    expect(passwordChangeProblem({ ...change, next: '', confirmation: '' })).toEqual({ field: 'next', message: 'Please enter a new password.' });
  });

  it('applies the password rule to the new password', () => {
    expect(passwordChangeProblem({ ...change, next: 'Kafue12', confirmation: 'Kafue12' })).toEqual({
      field: 'next',
      message: 'Use at least 8 characters for your password.',
    });
    expect(passwordChangeProblem({ ...change, next: 'Sunshine', confirmation: 'Sunshine' })).toEqual({
      field: 'next',
      message: 'This password is too common. Please choose another.',
    });
  });

  it('wants the same new password twice', () => {
    expect(passwordChangeProblem({ ...change, confirmation: 'Kafue-river-8' })).toEqual({
      field: 'confirmation',
      message: 'The new password and its confirmation do not match.',
    });
  });
});

describe('refusalProblem', () => {
  it("marks the field the server's message is about, and none for other failures", () => {
    expect(refusalProblem('Your current password is not correct.')).toEqual({ field: 'current', message: 'Your current password is not correct.' });
    expect(refusalProblem('This password is too common. Please choose another.').field).toBe('next');
    expect(refusalProblem('Failed to change password.')).toEqual({ field: undefined, message: 'Failed to change password.' });
  });
});

describe('passwordChangeFrom', () => {
  it('reads the fields by the names of the api payload, a missing one as empty', () => {
    const form = new FormData();
    form.set('current_password', 'Old-secret-1');
    form.set('password', 'Kafue-river-9');
    expect(passwordChangeFrom(form)).toEqual({ current: 'Old-secret-1', next: 'Kafue-river-9', confirmation: '' });
  });
});
