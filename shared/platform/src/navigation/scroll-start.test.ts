import { openedByBackOrForward, takeOverScrolling } from './scroll-start';

/** A history entry's state, and what the app does to it. */
function historyWith(state: unknown) {
  const history = { state, scrollRestoration: 'auto' as ScrollRestoration, replaceState: jest.fn((next: unknown) => void (history.state = next)) };
  return history;
}

describe('takeOverScrolling', () => {
  it('keeps the browser from putting a reloaded page back where it was', () => {
    const history = historyWith({ key: 'abc12345', idx: 2 });
    takeOverScrolling(history);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('gives an entry opened by its address a key of its own, so no two such entries share a saved position', () => {
    const first = historyWith(null);
    const second = historyWith({ idx: 0 });
    takeOverScrolling(first);
    takeOverScrolling(second);
    expect(first.state).toEqual({ key: expect.stringMatching(/^[0-9a-z]+$/) });
    expect(second.state).toEqual({ idx: 0, key: expect.stringMatching(/^[0-9a-z]+$/) });
    expect((first.state as { key: string }).key).not.toBe((second.state as { key: string }).key);
  });

  it("leaves an entry's key alone", () => {
    const history = historyWith({ key: 'abc12345', idx: 2, usr: { from: '/cart' } });
    takeOverScrolling(history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('openedByBackOrForward', () => {
  const timing = (type?: NavigationTimingType) => ({ getEntriesByType: () => (type ? [{ type } as unknown as PerformanceEntry] : []) });

  it('tells Back and Forward from an address, a link and a reload', () => {
    expect(openedByBackOrForward(timing('back_forward'))).toBe(true);
    expect(openedByBackOrForward(timing('navigate'))).toBe(false);
    expect(openedByBackOrForward(timing('reload'))).toBe(false);
    expect(openedByBackOrForward(timing())).toBe(false);
  });
});
