/** The about page's texts from content spec §8, word for word. */
export const ABOUT_MESSAGES = {
  fallbackPrefix: 'Using fallback content. Error: ',
  teamFallback: 'Using default team data',
  noTeam: 'No team information available',
} as const;
