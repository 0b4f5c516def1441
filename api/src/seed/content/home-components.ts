import type { JsonObject } from '../../lib/json';
import { imagePath } from '../../images/render-image';
import { brand, deliveryPromise } from '../brand';

export const storeLinks = {
  app_store_url: 'https://apps.apple.com/zm/app/zameats/id6450000001',
  google_play_url: 'https://play.google.com/store/apps/details?id=zm.co.zameats',
  app_store_image: imagePath('badges', 'app-store'),
  google_play_image: imagePath('badges', 'google-play'),
};

export const fullHeroSection: JsonObject = {
  id: 1,
  title: 'Zambian flavours, delivered to your door',
  subtitle: 'Nshima, village chicken, braai and more from the best kitchens in Lusaka, Kitwe, Ndola and Livingstone.',
  description: `Order in minutes, pay securely and follow your rider live. ${brand.name} brings your favourite local food home.`,
  ...storeLinks,
  background_image: imagePath('content', 'hero-market-table'),
  background_color: '#fff7ed',
  text_color: '#1f2937',
  is_active: true,
  style_settings: { text_align: 'left', title_size: '3rem', overlay_opacity: 0.15, button_color: brand.colour },
  animation_settings: {
    bike: { enabled: true, image: imagePath('content', 'delivery-bike'), duration_seconds: 12, direction: 'left-to-right' },
    cloud: { enabled: true, count: 3, duration_seconds: 40, opacity: 0.6 },
  },
};

export const appDownload: JsonObject = {
  title: `Get the ${brand.name} app`,
  subtitle: 'Faster ordering, saved addresses and live tracking in your pocket.',
  description: 'Download the app for Android or iPhone and get your first delivery with no handling fee.',
  ...storeLinks,
  image: imagePath('content', 'app-phone-preview'),
  is_active: true,
};

export const appDownloadBanner: JsonObject = {
  id: 1,
  title: 'Hungry? The app is quicker.',
  subtitle: 'Order, pay and track from your phone. Available on the App Store and Google Play.',
  ...storeLinks,
  phone_image: imagePath('content', 'app-phone-mockup'),
  circular_image: imagePath('content', 'nshima-circle'),
  left_image: imagePath('content', 'spices-left'),
  right_image: imagePath('content', 'greens-right'),
  background_color: brand.colour,
  text_color: '#ffffff',
  is_active: true,
  banner_type: 'app-download',
  animation_type: 'float',
  style_settings: { border_radius: '24px', padding: '48px', layout: 'image-right' },
};

export const featureCards: JsonObject[] = [
  {
    id: 1,
    title: 'Try The App',
    description: 'Order your favourite meals in a few taps and follow every delivery live.',
    image_url: imagePath('content', 'try-the-app'),
    background_color: '#ffedd5',
    link_url: '/user-app',
    link_text: 'Get the app',
    sort_order: 1,
    is_active: true,
  },
  {
    id: 2,
    title: 'Become A Merchant',
    description: 'Bring your kitchen to thousands of new customers across Zambia.',
    image_url: imagePath('content', 'become-a-merchant'),
    background_color: '#dcfce7',
    link_url: '/merchant-app',
    link_text: 'Partner with us',
    sort_order: 2,
    is_active: true,
  },
  {
    id: 3,
    title: 'Become A Rider',
    description: 'Choose your hours, earn weekly and ride with a team that has your back.',
    image_url: imagePath('content', 'become-a-rider'),
    background_color: '#e0f2fe',
    link_url: '/rider-app',
    link_text: 'Start riding',
    sort_order: 3,
    is_active: true,
  },
];

export const highlightCards: JsonObject[] = [
  { id: 1, title: 'Fast delivery', description: `Most orders reach your door ${deliveryPromise.minutes} after they leave the kitchen, hot and sealed.`, image_url: imagePath('content', 'fast-delivery'), is_active: true, is_featured: true, sort_order: 1 },
  { id: 2, title: 'Local favourites', description: 'Nshima, kapenta, chikanda and village chicken from kitchens you trust.', image_url: imagePath('content', 'local-favourites'), is_active: true, is_featured: true, sort_order: 2 },
  { id: 3, title: 'Secure payments', description: 'Pay with mobile money or card on a secure page, or from your wallet.', image_url: imagePath('content', 'secure-payments'), is_active: true, is_featured: true, sort_order: 3 },
  { id: 4, title: 'Live order tracking', description: 'Watch your order go from the kitchen to your door.', image_url: imagePath('content', 'live-tracking'), is_active: true, is_featured: false, sort_order: 4 },
  { id: 5, title: 'Catering for events', description: 'Bundles for weddings, meetings and family gatherings from 10 to 500 guests.', image_url: imagePath('content', 'catering-events'), is_active: true, is_featured: false, sort_order: 5 },
  { id: 6, title: 'Wallet and rewards', description: 'Top up once, check out faster and earn rewards as you order.', image_url: imagePath('content', 'wallet-rewards'), is_active: true, is_featured: false, sort_order: 6 },
];
