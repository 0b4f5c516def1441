import { deletionFormProblems, deletionPayload, emptyDeletionForm, isDeletionReady } from './deletion-form';

describe('isDeletionReady', () => {
  it('needs the exact phrase and a password', () => {
    const ready = { ...emptyDeletionForm, password: 'secret', confirmation: 'DELETE MY ACCOUNT' };
    expect(isDeletionReady(ready)).toBe(true);
    expect(isDeletionReady({ ...ready, password: '' })).toBe(false);
    expect(isDeletionReady({ ...ready, confirmation: 'delete my account' })).toBe(false);
    expect(isDeletionReady({ ...ready, confirmation: 'DELETE MY ACCOUNT ' })).toBe(false);
    expect(isDeletionReady(emptyDeletionForm)).toBe(false);
  });

  it('does not need a reason', () => {
    expect(isDeletionReady({ reason: 'Moving abroad', password: 'x', confirmation: 'DELETE MY ACCOUNT' })).toBe(true);
  });
});

describe('deletionPayload', () => {
  it('sends the password and a given reason, never the phrase', () => {
    expect(deletionPayload({ reason: ' Moving abroad ', password: 'secret', confirmation: 'DELETE MY ACCOUNT' })).toEqual({
      password: 'secret',
      reason: 'Moving abroad',
    });
    expect(deletionPayload({ reason: '  ', password: 'secret', confirmation: 'DELETE MY ACCOUNT' })).toEqual({ password: 'secret' });
  });
});

describe('deletionFormProblems', () => {
  it("gives the contract's message for each field that is wrong", () => {
    expect(deletionFormProblems(emptyDeletionForm)).toEqual({
      password: 'Please enter your password',
      confirmation: 'Please type DELETE MY ACCOUNT to confirm',
    });
    expect(deletionFormProblems({ reason: '', password: 'x', confirmation: 'DELETE MY ACCOUNT' })).toEqual({});
  });
});
