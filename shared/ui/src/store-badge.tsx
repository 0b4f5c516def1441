import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { contentLinkTarget } from './content-links';
import type { AppStore } from './store-links';
import { theme } from './theme';

/** The two lines a store's badge shows, as the stores word them. */
const STORE_BADGE_WORDS: Record<AppStore, { lead: string; name: string }> = {
  'App Store': { lead: 'Download on the', name: 'App Store' },
  'Google Play': { lead: 'Get it on', name: 'Google Play' },
};

// Drawn with the text rather than as one picture, so the words never run into the edge whatever
// the font, and the mark is the store's own shape rather than an empty placeholder.
const badgeStyles = `
  display: inline-flex;
  align-items: center;
  gap: 10px;
  box-sizing: border-box;
  min-height: 48px;
  padding: 6px 18px 6px 12px;
  border: 1px solid #a6a6a6;
  border-radius: 10px;
  background: #000;
  color: #fff;
  font-family: ${theme.font};
  line-height: 1.15;
  text-decoration: none;
  white-space: nowrap;
  svg { flex: none; }
  small { display: block; font-size: 0.7rem; }
  strong { display: block; font-size: 1.15rem; font-weight: 600; }
  &:hover { background: #1f2937; }
  &:focus-visible { outline: 3px solid ${theme.color.brand}; outline-offset: 2px; }
`;

const ExternalBadge = styled.a(badgeStyles);
const InternalBadge = styled(Link)(badgeStyles);

/** An apple with a leaf and a bite, in one colour. */
function AppleMark() {
  return (
    <svg width="22" height="26" viewBox="3.5 3 16 19" aria-hidden="true" focusable="false" data-store-mark="">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2 1.6-3 1.7-3.1-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7-.6 0-1.6-.7-2.6-.7-1.3 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .7 1 1.5 2 2.5 2s1.4-.6 2.6-.6 1.5.6 2.6.6c1.1 0 1.8-1 2.4-2 .8-1.1 1.1-2.2 1.1-2.3 0 0-2.1-.8-2.1-3z"
      />
      <path fill="currentColor" d="M14.5 6.4c.6-.7.9-1.6.8-2.5-.8 0-1.8.5-2.3 1.2-.5.6-1 1.5-.8 2.4.9.1 1.7-.4 2.3-1.1z" />
    </svg>
  );
}

/** A play triangle with rounded corners, in one colour. */
function PlayMark() {
  return (
    <svg width="24" height="26" viewBox="0 0 24 26" aria-hidden="true" focusable="false" data-store-mark="">
      <path fill="currentColor" d="M4 3.4v19.2c0 1.2 1.3 1.9 2.3 1.3l15-9.6c.9-.6.9-2 0-2.6l-15-9.6C5.3 1.5 4 2.2 4 3.4z" />
    </svg>
  );
}

export interface StoreBadgeProps {
  store: AppStore;
  /** Where the badge leads: a page of the site, or an http(s) address opened in a new tab. */
  url: string;
  /** The link's name when it must say more than the badge shows (it starts with the shown words). */
  label?: string;
}

/**
 * A badge leading to an app store: the store's mark, then 'Download on the App Store' or 'Get it on
 * Google Play' on two lines. Nothing shows for a link that cannot be followed.
 */
export function StoreBadge({ store, url, label }: StoreBadgeProps) {
  const target = contentLinkTarget(url);
  if (!target) return null;
  const words = STORE_BADGE_WORDS[store];
  const content = (
    <>
      {store === 'App Store' ? <AppleMark /> : <PlayMark />}
      <span>
        {/* The space keeps the shown words apart, so the link's name reads them as shown. */}
        <small>{words.lead}</small> <strong>{words.name}</strong>
      </span>
    </>
  );
  if (target.kind === 'internal') {
    return (
      <InternalBadge to={target.to} aria-label={label}>
        {content}
      </InternalBadge>
    );
  }
  return (
    <ExternalBadge href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {content}
    </ExternalBadge>
  );
}
