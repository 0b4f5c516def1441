import { withRetries } from './with-retries';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('withRetries', () => {
  it('tries a failing load again, 250 then 500 ms later, and answers its first success', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('blip')).mockRejectedValueOnce(new Error('blip')).mockResolvedValue('routes');
    const loaded = withRetries(load);
    await jest.advanceTimersByTimeAsync(249);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(500);
    await expect(loaded).resolves.toBe('routes');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers the last failure after three tries, or the first one it is told to give up on', async () => {
    const down = jest.fn(async () => Promise.reject(new Error('down')));
    const failed = expect(withRetries(down)).rejects.toThrow('down');
    await jest.advanceTimersByTimeAsync(1000);
    await failed;
    expect(down).toHaveBeenCalledTimes(3);

    const refused = jest.fn(async () => Promise.reject(new Error('refused')));
    await expect(withRetries(refused, { giveUp: () => true })).rejects.toThrow('refused');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
