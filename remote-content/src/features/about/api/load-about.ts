import { contentLoadErrorMessages, fetchContent, type AboutContent, type TeamFocusItem } from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

// A failed load is logged; the page then shows its defaults.

export function loadAboutContent(): Promise<AboutContent> {
  return logLoadFailure(contentLoadErrorMessages.about ?? 'Failed to load about content', fetchContent('about'));
}

export function loadTeamFocus(): Promise<TeamFocusItem[]> {
  return logLoadFailure('Failed to load team focus', fetchContent('team-focus'));
}
