import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, with the last arguments, after the delay has passed without a call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced.call('l');
    jest.advanceTimersByTime(200);
    debounced.call('lu');
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('lu');
  });

  it('runs again for a call after the first has run', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced.call('a');
    jest.advanceTimersByTime(300);
    debounced.call('b');
    jest.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops a pending call when cancelled', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced.call('a');
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
