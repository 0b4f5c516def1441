import { ApiError } from './http';
import { apiErrorMessage, commandOutcome } from './command-outcome';

const texts = { succeeded: 'Saved', failed: 'Not saved' };
const refused = (serverMessage?: string) => new ApiError('HTTP 422', 'http', 422, serverMessage);

describe('apiErrorMessage', () => {
  it("gives the server's reason for a refused call, and nothing otherwise", () => {
    expect(apiErrorMessage(refused('The password is incorrect.'))).toBe('The password is incorrect.');
    expect(apiErrorMessage(refused(''))).toBeUndefined();
    expect(apiErrorMessage(refused())).toBeUndefined();
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined();
  });
});

describe('commandOutcome', () => {
  it("says the success text, or the server's success message where allowed", async () => {
    const done = async () => ({ success: true, message: 'Done!' });
    await expect(commandOutcome(done, texts)).resolves.toEqual({ ok: true, message: 'Saved' });
    await expect(commandOutcome(done, { ...texts, serverSuccessMessage: true })).resolves.toEqual({ ok: true, message: 'Done!' });
    await expect(
      commandOutcome(async () => ({ success: true, message: null }), { ...texts, serverSuccessMessage: true }),
    ).resolves.toEqual({ ok: true, message: 'Saved' });
  });

  it("says the server's message for a success: false answer, else the failure text", async () => {
    await expect(commandOutcome(async () => ({ success: false, message: 'Phone taken' }), texts)).resolves.toEqual({
      ok: false,
      message: 'Phone taken',
    });
    await expect(commandOutcome(async () => ({ success: false }), texts)).resolves.toEqual({ ok: false, message: 'Not saved' });
  });

  it("says the server's reason for a failed call, else the call's own failure text", async () => {
    const fail = (error: unknown) => async () => {
      throw error;
    };
    await expect(commandOutcome(fail(refused('Wrong password')), texts)).resolves.toEqual({
      ok: false,
      message: 'Wrong password',
    });
    await expect(commandOutcome(fail(new Error('offline')), texts)).resolves.toEqual({ ok: false, message: 'Not saved' });
    await expect(commandOutcome(fail(refused()), { ...texts, callFailed: 'All fields are required' })).resolves.toEqual({
      ok: false,
      message: 'All fields are required',
    });
  });
});
