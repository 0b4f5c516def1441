import { brand } from './brand';

export const seedContactInfo = {
  company_email: brand.email,
  company_phone: brand.phone,
  company_address: brand.address,
  company_social_media: {
    facebook: 'https://www.facebook.com/zameats',
    instagram: 'https://www.instagram.com/zameats',
    x: 'https://x.com/zameats',
    linkedin: 'https://www.linkedin.com/company/zameats',
  },
} as const;
