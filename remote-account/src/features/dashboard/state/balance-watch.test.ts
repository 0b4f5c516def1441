import { BALANCE_WATCH_LIMIT_MS, balanceWatchDone } from './balance-watch';

describe('balanceWatchDone', () => {
  const watch = { baseline: 100, startedAt: 1_000 };

  it('goes on while the balance has not risen and time is left', () => {
    expect(balanceWatchDone(watch, 100, 5_000)).toBe(false);
    // A failed read answers 0: not the top-up arriving.
    expect(balanceWatchDone(watch, 0, 5_000)).toBe(false);
  });

  it('stops once the balance rose', () => {
    expect(balanceWatchDone(watch, 150, 5_000)).toBe(true);
  });

  it('stops after the time limit', () => {
    expect(balanceWatchDone(watch, 100, 1_000 + BALANCE_WATCH_LIMIT_MS)).toBe(true);
  });
});
