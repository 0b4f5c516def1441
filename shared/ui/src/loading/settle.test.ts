import { logLoadFailure, settle } from './settle';

describe('settle', () => {
  it('gives the answer of a read that succeeded', async () => {
    await expect(settle(Promise.resolve(['rice']))).resolves.toEqual({ status: 'success', data: ['rice'] });
  });

  it('gives the message of a read that failed, as plain data that survives JSON', async () => {
    const failed = await settle(Promise.reject(new Error('backend down')));
    expect(failed).toEqual({ status: 'error', error: 'backend down' });
    expect(JSON.parse(JSON.stringify(failed))).toEqual(failed);
  });
});

describe('logLoadFailure', () => {
  it('logs a failure with what failed and fails still', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('down');
    await expect(logLoadFailure('Failed to load FAQ content', Promise.reject(error))).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith('Failed to load FAQ content', error);
    log.mockRestore();
  });

  it('passes an answer through without logging', async () => {
    const log = jest.spyOn(console, 'error');
    await expect(logLoadFailure('Failed', Promise.resolve(3))).resolves.toBe(3);
    expect(log).not.toHaveBeenCalled();
  });
});
