import { DEFAULT_CONTACT_DETAILS } from '@storefront/api-client/schemas';

/**
 * The company's contact details: the same values every app shows when it cannot load them, so
 * a page shows the same phone, e-mail and address whether the content service answers or not.
 * Every answer that names them (contact info, footer, policies, settings) reads this row.
 */
export const seedContactInfo = {
  ...DEFAULT_CONTACT_DETAILS,
  company_social_media: {
    facebook: 'https://www.facebook.com/zameats',
    instagram: 'https://www.instagram.com/zameats',
    x: 'https://x.com/zameats',
    linkedin: 'https://www.linkedin.com/company/zameats',
  },
} as const;
