import { act, renderHook, waitFor } from '@testing-library/react';
import { logLoadFailure, useLoad, useLoadWithRetry } from './use-load';

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

describe('useLoad', () => {
  it('shows an answer already in from the first render, never its loading state, and takes the load that confirms it', async () => {
    const load = jest.fn(() => Promise.resolve('fresh hero'));
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useLoad(load, '', () => 'hero');
      seen.push(state.status === 'success' ? state.data : state.status);
      return state;
    });
    expect(seen[0]).toBe('hero');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh hero' }));
    expect(seen).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts in its loading state when no answer is in yet', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve('hero'), '', () => undefined));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'hero' }));
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
