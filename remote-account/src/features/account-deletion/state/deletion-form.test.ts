import { deletionPayload, deletionResolver, emptyDeletionForm, isDeletionReady } from './deletion-form';

const options: Parameters<typeof deletionResolver>[2] = { fields: {}, shouldUseNativeValidation: false };

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

describe('deletionResolver', () => {
  it("gives the contract's message for each field that is wrong", async () => {
    const { errors } = await deletionResolver(emptyDeletionForm, undefined, options);
    expect(errors.password?.message).toBe('Please enter your password');
    expect(errors.confirmation?.message).toBe('Please type DELETE MY ACCOUNT to confirm');
    expect(errors.reason).toBeUndefined();
    const ready = { reason: '', password: 'x', confirmation: 'DELETE MY ACCOUNT' };
    await expect(deletionResolver(ready, undefined, options)).resolves.toEqual({ values: ready, errors: {} });
  });
});
