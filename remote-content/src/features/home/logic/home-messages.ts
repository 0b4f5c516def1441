/** The home page's fixed texts, in the product's exact wording. */
export const HOME_MESSAGES = {
  pageFailureTitle: 'Oops! Something went wrong',
  tryAgain: 'Try Again',
  heroMissing: 'Error Loading Content',
  featuresFallback: 'Unable to load latest features. Showing default content.',
  highlightsFallback: 'Unable to load latest highlights. Showing default content.',
  noHighlights: 'No highlights available at the moment.',
  exploreHeading: 'Explore the restaurants near you',
  highlightsHeading: 'Explore the benefits of our platform',
} as const;
