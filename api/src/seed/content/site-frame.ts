import type { JsonObject } from '../../lib/json';
import { brand } from '../brand';

export const footerSections: JsonObject[] = [
  {
    id: 1,
    section_name: 'company',
    title: 'Company',
    section_type: 'links',
    is_active: true,
    sort_order: 1,
    links: [
      { text: 'About Us', url: '/about' },
      { text: 'Careers', url: '/careers' },
      { text: 'Blog', url: '/blog' },
      { text: 'Contact', url: '/contact' },
    ],
  },
  {
    id: 2,
    section_name: 'help',
    title: 'Help',
    section_type: 'links',
    is_active: true,
    sort_order: 2,
    links: [
      { text: 'FAQ', url: '/faq' },
      { text: 'Support', url: '/support' },
      { text: 'Privacy Policy', url: '/privacy' },
      { text: 'Terms of Use', url: '/privacy' },
    ],
  },
  {
    id: 3,
    section_name: 'partners',
    title: 'Partner with us',
    section_type: 'links',
    is_active: true,
    sort_order: 3,
    links: [
      { text: 'Get the App', url: '/user-app' },
      { text: 'Become a Merchant', url: '/merchant-app' },
      { text: 'Become a Rider', url: '/rider-app' },
      { text: 'Catering', url: '/catering' },
    ],
  },
  {
    id: 4,
    section_name: 'locations',
    title: 'Locations',
    section_type: 'locations',
    is_active: true,
    sort_order: 4,
    links: [
      { text: 'Lusaka', url: '/menu' },
      { text: 'Livingstone', url: '/menu' },
      { text: 'Kitwe', url: '/menu' },
      { text: 'Ndola', url: '/menu' },
    ],
  },
];

/** The footer's own texts; its contact comes from the company's contact details when answered. */
export const footerPage = (today: Date): JsonObject => ({
  description: 'Zambian food from the kitchens you love, delivered across Lusaka, Kitwe, Ndola and Livingstone.',
  copyright: `© ${today.getUTCFullYear()} ${brand.name}. All rights reserved.`,
});

/** Header links; `group` names the dropdown (Info) an entry sits in. */
export const navigationPage: JsonObject = {
  items: [
    { label: 'Home', url: '/', group: null },
    { label: 'Menu', url: '/menu', group: null },
    { label: 'Catering', url: '/catering', group: null },
    { label: 'About Us', url: '/about', group: 'Info' },
    { label: 'Blog', url: '/blog', group: 'Info' },
    { label: 'FAQ', url: '/faq', group: 'Info' },
    { label: 'Contact', url: '/contact', group: null },
  ],
};

export const homepagePage: JsonObject = {
  title: `${brand.name}: Zambian food delivered`,
  page_data: {
    explore_heading: 'Explore the restaurants near you',
    highlights_heading: 'Explore the benefits of our platform',
    faq_heading: 'Frequently asked questions',
  },
};

export const faqsPage: JsonObject = {
  title: 'Frequently Asked Questions',
  page_data: { subtitle: 'Everything you need to know about ordering, paying and delivery.' },
};

export const blogPage: JsonObject = {
  title: 'Stories from the Zambian table',
  page_data: { subtitle: 'Food culture, city guides, recipes and news from our kitchens.' },
};

export const contactPage: JsonObject = {
  title: 'Contact Us',
  page_data: { subtitle: 'Questions, feedback or partnership ideas? We would love to hear from you.' },
};

export const careersPage: JsonObject = {
  title: 'Join Our Team',
  page_data: {
    mission: `At ${brand.name} we are building the easiest way to enjoy Zambian food. Join a team that cares about customers, kitchens and riders.`,
    benefits: [
      { title: 'Growth Opportunities', description: 'Learn fast, take ownership and grow with a growing company.' },
      { title: 'Inclusive Culture', description: 'A team from every province, where every voice counts.' },
      { title: 'Competitive Benefits', description: 'Fair pay, medical cover and free meals on shift.' },
    ],
  },
};
