import styled from '@emotion/styled';
import { Button, ContentSection, FallbackNotice, LoadingSkeleton, theme, type LoadState } from '@storefront/ui';
import { type TeamFocusItem } from '@storefront/api-client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabAfterKey, teamView } from '../logic/team-focus';
import { SkeletonLine } from './about-styles';

const PANEL_MIN_HEIGHT = '120px';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

/** A secondary pill; the chosen tab is filled with the brand colour. */
const Tab = styled(Button)`
  padding: 10px 18px;
  &[aria-selected='true'], &[aria-selected='true']:hover:not(:disabled) { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; }
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

/** The items as tabs (WAI-ARIA tabs pattern): one selected at a time, its description below. */
function TeamTabs({ items, label }: { items: TeamFocusItem[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, items.length - 1);
  const item = items[current];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterKey(current, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <Tabs role="tablist" aria-label={label}>
        {items.map((entry, index) => (
          <Tab
            variant="secondary"
            pill
            key={entry.id ?? `${index}-${entry.title}`}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {entry.title}
          </Tab>
        ))}
      </Tabs>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} tabIndex={0}>
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
    <ContentSection aria-labelledby={headingId}>
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
