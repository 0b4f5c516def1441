import type { LoadState } from '@storefront/ui';
import type { TeamFocusItem } from '@storefront/api-client';
import { DEFAULT_TEAM_FOCUS } from './default-about';
import { activeTeamFocus, tabAfterKey, teamTabFromSearch, teamTabSlug, teamView } from './team-focus';

const item = (title: string, sort_order: number, is_active = true): TeamFocusItem => ({ title, sort_order, is_active });

describe('teamView', () => {
  it('shows the active items in their order', () => {
    const view = teamView({ status: 'success', data: [item('B', 2), item('Off', 0, false), item('A', 1)] });
    expect(view).toEqual({ status: 'shown', items: [item('A', 1), item('B', 2)], notice: null });
  });

  it("shows the defaults with 'Using default team data' when the load fails", () => {
    const failed: LoadState<TeamFocusItem[]> = { status: 'error', error: new Error('down') };
    expect(teamView(failed)).toEqual({ status: 'shown', items: DEFAULT_TEAM_FOCUS, notice: 'Using default team data' });
  });

  it("says 'No team information available' when there is none", () => {
    expect(teamView({ status: 'success', data: [] })).toEqual({ status: 'empty', message: 'No team information available' });
    expect(activeTeamFocus([item('Off', 1, false)])).toEqual([]);
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey(0, 'ArrowRight', 3)).toBe(1);
    expect(tabAfterKey(2, 'ArrowRight', 3)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 3)).toBe(2);
    expect(tabAfterKey(1, 'Home', 3)).toBe(0);
    expect(tabAfterKey(0, 'End', 3)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(tabAfterKey(0, 'a', 3)).toBeNull();
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });
});

describe('teamTabSlug', () => {
  it("names a tab by its title in lower case, words joined by '-'", () => {
    expect(DEFAULT_TEAM_FOCUS.map(teamTabSlug)).toEqual(['customer-experience', 'kitchen-partnerships', 'rider-community', 'technology']);
    expect(teamTabSlug({ title: '  Safety & Training! ' })).toBe('safety-training');
  });
});

describe('teamTabFromSearch', () => {
  it('finds the tab ?tab= names, and the first for none or an unknown name', () => {
    expect(teamTabFromSearch(DEFAULT_TEAM_FOCUS, 'technology')).toBe(3);
    expect(teamTabFromSearch(DEFAULT_TEAM_FOCUS, 'rider-community')).toBe(2);
    expect(teamTabFromSearch(DEFAULT_TEAM_FOCUS, null)).toBe(0);
    expect(teamTabFromSearch(DEFAULT_TEAM_FOCUS, 'Technology')).toBe(0);
    expect(teamTabFromSearch([], 'technology')).toBe(0);
  });
});
