import { BRAND_NAME } from '@storefront/ui';
import { type AppDownloadBanner, type FeatureCard, type Highlight } from '@storefront/api-client';

/** What the home page shows where its content cannot be loaded. */


export const DEFAULT_FEATURE_CARDS: FeatureCard[] = [
  {
    title: 'Try The App',
    description: 'Order your favourite meals in a few taps and follow every delivery live.',
    background_color: '#ffedd5',
    link_url: '/user-app',
    link_text: 'Get the app',
  },
  {
    title: 'Become A Merchant',
    description: 'Bring your kitchen to new customers across Zambia and get paid every week.',
    background_color: '#dcfce7',
    link_url: '/merchant-app',
    link_text: 'Partner with us',
  },
  {
    title: 'Become A Rider',
    description: 'Choose your hours, earn weekly and ride with a team that has your back.',
    background_color: '#e0f2fe',
    link_url: '/rider-app',
    link_text: 'Start riding',
  },
];

const highlight = (sort_order: number, title: string, description: string): Highlight => ({
  title,
  description,
  image_url: null,
  is_active: true,
  is_featured: false,
  sort_order,
});

export const DEFAULT_HIGHLIGHTS: Highlight[] = [
  highlight(1, 'Fast delivery', 'Hot meals from kitchens near you, brought to your door by our riders.'),
  highlight(2, 'Local favourites', 'Nshima, kapenta, chikanda and village chicken from kitchens you trust.'),
  highlight(3, 'Secure payments', 'Pay with mobile money or card on a secure page, or from your wallet.'),
];

const banner = (title: string, subtitle: string): AppDownloadBanner => ({
  title,
  subtitle,
  is_active: true,
  style_settings: {},
});

/** The app-download block under the hero. */
export const DEFAULT_APP_DOWNLOAD = banner(
  `Get the ${BRAND_NAME} app`,
  'Faster ordering, saved addresses and live order tracking in your pocket.',
);

/** The download banner at the foot of the home, about and FAQ pages. */
export const DEFAULT_DOWNLOAD_BANNER = banner(
  'Hungry? The app is quicker.',
  'Order, pay and track your delivery from your phone.',
);
