import { act, renderHook, waitFor } from '@testing-library/react';
import { logLoadFailure, useLoadWithRetry } from './use-load';

afterEach(() => jest.restoreAllMocks());

describe('useLoadWithRetry', () => {
  it('loads from the cache at first and afresh on retry only', async () => {
    const load = jest.fn((fresh: boolean) => Promise.resolve(fresh ? 'fresh' : 'cached'));
    const { result } = renderHook(() => useLoadWithRetry(load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'cached' }));

    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }));

    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load.mock.calls.map(([fresh]) => fresh)).toEqual([false, true, false]);
  });
});

describe('logLoadFailure', () => {
  it('logs a failure with what failed and fails still', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('down');
    await expect(logLoadFailure('Failed to load FAQ content', Promise.reject(error))).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith('Failed to load FAQ content', error);
  });

  it('passes an answer through without logging', async () => {
    const log = jest.spyOn(console, 'error');
    await expect(logLoadFailure('Failed', Promise.resolve(3))).resolves.toBe(3);
    expect(log).not.toHaveBeenCalled();
  });
});
