import type { LoadState } from '@storefront/ui';
import type { TeamFocusItem } from '@storefront/api-client';
import { ABOUT_MESSAGES } from './about-messages';
import { DEFAULT_TEAM_FOCUS } from './default-about';

export type TeamView =
  | { status: 'loading' }
  | { status: 'shown'; items: TeamFocusItem[]; notice: string | null }
  | { status: 'empty'; message: string };

/** The active items in their sort order. */
export function activeTeamFocus(items: readonly TeamFocusItem[]): TeamFocusItem[] {
  return items.filter((item) => item.is_active).sort((a, b) => a.sort_order - b.sort_order);
}

/** The team block: the active items; the defaults with 'Using default team data' when they fail. */
export function teamView(state: LoadState<TeamFocusItem[]>): TeamView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'shown', items: DEFAULT_TEAM_FOCUS, notice: ABOUT_MESSAGES.teamFallback };
  const items = activeTeamFocus(state.data);
  return items.length > 0 ? { status: 'shown', items, notice: null } : { status: 'empty', message: ABOUT_MESSAGES.noTeam };
}

/** Where the arrow, Home and End keys move the selection among `count` tabs; null for other keys. */
export function tabAfterKey(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The query field naming the chosen tab: `?tab=technology`. */
export const TEAM_TAB_FIELD = 'tab';

/** A tab's name in the address: its title in lower case, words joined by '-' ('Rider Community' → 'rider-community'). */
export function teamTabSlug(item: Pick<TeamFocusItem, 'title'>): string {
  return item.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The tab `?tab=` names among `items`; the first for none or a name no tab has. */
export function teamTabFromSearch(items: readonly Pick<TeamFocusItem, 'title'>[], value: string | null): number {
  if (!value) return 0;
  const index = items.findIndex((item) => teamTabSlug(item) === value);
  return index >= 0 ? index : 0;
}
