import { contentLoadErrorMessages, fetchContent, type AboutContent, type TeamFocusItem } from '@storefront/shared';

/** Content spec §8: a failed load is logged; the page then shows its defaults. */
function logged<T>(what: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(what, error);
    throw error;
  });
}

export function loadAboutContent(): Promise<AboutContent> {
  return logged(contentLoadErrorMessages.about ?? 'Failed to load about content', fetchContent('about'));
}

export function loadTeamFocus(): Promise<TeamFocusItem[]> {
  return logged('Failed to load team focus', fetchContent('team-focus'));
}
