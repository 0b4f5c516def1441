import { BRAND_NAME } from '@storefront/ui';
import { type TeamFocusItem } from '@storefront/api-client';
import type { VisionBlock } from './about-view';

/** What the about page shows when its content cannot be loaded. */
export const DEFAULT_ABOUT = {
  title: `About ${BRAND_NAME}`,
  content: [
    `${BRAND_NAME} connects hungry customers with the best local kitchens in Zambia, from nshima and village chicken to braai and fresh chibwabwa.`,
    'We work with restaurants and home-style kitchens in Lusaka, Kitwe, Ndola and Livingstone, and our riders bring every order to your door while it is still hot.',
    'Every order supports a local kitchen, a rider earning a fair income and a team that loves Zambian food.',
  ].join('\n\n'),
};

export const DEFAULT_VISION: VisionBlock = {
  vision: 'A Zambia where every great local kitchen can reach every hungry customer.',
  mission: 'To make ordering local food simple, fair and reliable for customers, merchants and riders.',
  principles: [
    { title: 'Customers first', description: 'We earn every order with good food, honest prices and on-time delivery.' },
    { title: 'Fair for partners', description: 'Merchants and riders are paid fairly and on time.' },
    { title: 'Proudly local', description: 'We champion Zambian dishes and the people who cook them.' },
  ],
};

const item = (sort_order: number, title: string, description: string): TeamFocusItem => ({
  title,
  description,
  sort_order,
  is_active: true,
});

export const DEFAULT_TEAM_FOCUS: TeamFocusItem[] = [
  item(1, 'Customer Experience', 'Our support team answers quickly, seven days a week, and follows every issue through.'),
  item(2, 'Kitchen Partnerships', 'We help restaurants set up their menus, photos and prices so they can sell from day one.'),
  item(3, 'Rider Community', 'Training, safety gear and weekly pay for every rider on the road.'),
  item(4, 'Technology', 'A fast storefront and apps built for Zambian networks and phones.'),
];
