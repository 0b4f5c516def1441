/** The FAQ texts of content spec §8, word for word. */
export const FAQ_MESSAGES = {
  fallback: 'Unable to load latest FAQs. Showing default questions.',
  empty: 'No FAQs available at the moment.',
} as const;
