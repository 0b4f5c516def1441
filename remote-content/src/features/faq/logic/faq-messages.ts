/** The FAQ block's fixed texts, in the product's exact wording. */
export const FAQ_MESSAGES = {
  fallback: 'Unable to load latest FAQs. Showing default questions.',
  empty: 'No FAQs available at the moment.',
} as const;
