import styled from '@emotion/styled';
import { answeredInPage, Button, ContentSection, FallbackNotice, LoadingSkeleton, theme, useHydrated, type LoadState } from '@storefront/ui';
import { type TeamFocusItem } from '@storefront/api-client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TEAM_TAB_FIELD, tabAfterKey, teamTabFromSearch, teamTabSlug, teamView } from '../logic/team-focus';
import { SkeletonLine } from './about-styles';

const PANEL_MIN_HEIGHT = '120px';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

/** A secondary pill; the chosen tab (selected, or pressed before the app is in) is filled with the brand colour. */
const Tab = styled(Button)`
  padding: 10px 18px;
  &[aria-selected='true'], &[aria-selected='true']:hover:not(:disabled),
  &[aria-pressed='true'], &[aria-pressed='true']:hover:not(:disabled) { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; }
  &:focus-visible { outline: 2px solid ${theme.color.brandDark}; outline-offset: 2px; }
`;
const Panel = styled.div`
  min-height: ${PANEL_MIN_HEIGHT};
  padding: 20px;
  box-sizing: border-box;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  p { margin: 0; }
`;

/** Where a tab's page without the app opens: at this block, not at the top of the page. */
const TEAM_FOCUS_ANCHOR = 'team-focus';

/**
 * The items as tabs, one chosen at a time, its description below. Before the app is in (or with
 * scripts off) each is a button of a GET form asking for the page with its description
 * (`?tab=<slug>`, read on the server too); once the app is in they follow the WAI-ARIA tabs
 * pattern (arrow keys, one tab stop) and answer in the page.
 */
function TeamTabs({ items, label }: { items: TeamFocusItem[]; label: string }) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(chosen ?? teamTabFromSearch(items, search.get(TEAM_TAB_FIELD)), items.length - 1);
  const item = items[current];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterKey(current, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <form method="get" action={`#${TEAM_FOCUS_ANCHOR}`}>
        <Tabs role={hydrated ? 'tablist' : undefined} aria-label={hydrated ? label : undefined}>
          {items.map((entry, index) => (
            <Tab
              variant="secondary"
              pill
              key={entry.id ?? `${index}-${entry.title}`}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="submit"
              name={TEAM_TAB_FIELD}
              value={teamTabSlug(entry)}
              id={`${baseId}-tab-${index}`}
              {...(hydrated
                ? {
                    role: 'tab',
                    'aria-selected': index === current,
                    'aria-controls': `${baseId}-panel`,
                    tabIndex: index === current ? 0 : -1,
                  }
                : { 'aria-pressed': index === current })}
              onClick={answeredInPage(() => setChosen(index))}
              onKeyDown={onKeyDown}
            >
              {entry.title}
            </Tab>
          ))}
        </Tabs>
      </form>
      <Panel
        id={`${baseId}-panel`}
        {...(hydrated ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${current}`, tabIndex: 0 } : {})}
      >
        {item ? <p>{item.description || item.title}</p> : null}
      </Panel>
    </>
  );
}

/** 'Our Team Focus' from the active team-focus items; defaults with 'Using default team data' when they fail. */
export function TeamFocus({ team }: { team: LoadState<TeamFocusItem[]> }) {
  const headingId = useId();
  const view = teamView(team);
  return (
    <ContentSection id={TEAM_FOCUS_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId}>Our Team Focus</h2>
      {view.status === 'loading' ? (
        <LoadingSkeleton label="Loading team focus">
          <SkeletonLine height="44px" width="60%" />
          <SkeletonLine height={PANEL_MIN_HEIGHT} />
        </LoadingSkeleton>
      ) : null}
      {view.status === 'empty' ? <p role="status">{view.message}</p> : null}
      {view.status === 'shown' ? (
        <>
          {view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
          <TeamTabs items={view.items} label="Team focus" />
        </>
      ) : null}
    </ContentSection>
  );
}
