import type { AboutContent, TeamFocusItem } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { failureText } from '../logic/about-view';
import { loadAboutContent, loadTeamFocus } from './load-about';

export interface AboutReads {
  /** Its error is the reason the notice quotes: the server's own words when it gave some. */
  about: Settled<AboutContent>;
  team: Settled<TeamFocusItem[]>;
}

/** The about page's loader: its content and its team focus, side by side. */
export async function readAbout(): Promise<AboutReads> {
  const withReason = loadAboutContent().catch((error: unknown) => Promise.reject(new Error(failureText(error))));
  const [about, team] = await Promise.all([settle(withReason), settle(loadTeamFocus())]);
  return { about, team };
}
