import type { FooterSection } from '@storefront/api-client';

const section = (sort_order: number, title: string, links: [text: string, url: string][]): FooterSection => ({
  title,
  section_type: 'links',
  is_active: true,
  sort_order,
  links: links.map(([text, url]) => ({ text, url })),
});

/** The footer's link columns when the content service cannot be reached. */
export const DEFAULT_FOOTER_SECTIONS: FooterSection[] = [
  section(1, 'Company', [
    ['About Us', '/about'],
    ['Careers', '/careers'],
    ['Blog', '/blog'],
  ]),
  section(2, 'Help', [
    ['FAQ', '/faq'],
    ['Support', '/support'],
    ['Contact', '/contact'],
    ['Privacy and Policies', '/privacy'],
  ]),
  section(3, 'Partners', [
    ['Get the App', '/user-app'],
    ['Become A Merchant', '/merchant-app'],
    ['Become A Rider', '/rider-app'],
  ]),
];

export const FOOTER_FALLBACK_MESSAGE = 'Using default footer content';
