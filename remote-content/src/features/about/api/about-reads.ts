import type { AboutContent, TeamFocusItem } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { ABOUT_FAILURE_TEXT } from '../logic/about-messages';
import { loadAboutContent, loadTeamFocus } from './load-about';

export interface AboutReads {
  /** Its error is the product's words, never the failure's own (which the page's data would carry to the browser). */
  about: Settled<AboutContent>;
  team: Settled<TeamFocusItem[]>;
}

/** The about page's loader: its content and its team focus, side by side. */
export async function readAbout(): Promise<AboutReads> {
  const withReason = loadAboutContent().catch(() => Promise.reject(new Error(ABOUT_FAILURE_TEXT)));
  const [about, team] = await Promise.all([settle(withReason), settle(loadTeamFocus())]);
  return { about, team };
}
