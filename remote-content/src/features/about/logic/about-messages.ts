/** The about page's fixed texts, in the product's exact wording. */
export const ABOUT_MESSAGES = {
  fallbackPrefix: 'Using fallback content. Error: ',
  teamFallback: 'Using default team data',
  noTeam: 'No team information available',
} as const;
