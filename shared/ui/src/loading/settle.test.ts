import { settle } from './settle';

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
