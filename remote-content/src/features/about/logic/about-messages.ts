import { contentLoadErrorMessages } from '@storefront/api-client';

/** The about page's fixed texts, in the product's exact wording. */
export const ABOUT_MESSAGES = {
  fallbackPrefix: 'Using fallback content. Error: ',
  teamFallback: 'Using default team data',
  noTeam: 'No team information available',
} as const;

/**
 * The reason the fallback notice gives: the product's own words, whatever the failure was. What
 * went wrong inside (an answer that was not JSON, a database's message) is for the log
 * (loadAboutContent), never for the visitor.
 */
export const ABOUT_FAILURE_TEXT = contentLoadErrorMessages.about ?? 'Failed to load about content';
