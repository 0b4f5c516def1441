import type { JsonObject } from '../../lib/json';
import { imagePath } from '../../images/render-image';
import { brand, deliveryPromise } from '../brand';
import { storeLinks } from './home-components';

export const userAppPage: JsonObject = {
  title: `${brand.name} for customers`,
  page_data: {
    hero_title: 'All your favourite local food in one app',
    hero_subtitle: 'Order from the best kitchens in your city, pay securely and follow your delivery live.',
    hero_image: imagePath('content', 'user-app-phone'),
    cta_text: 'Download the app',
    features: [
      'Browse menus from restaurants near you',
      'Save your delivery addresses',
      'Pay with mobile money, card or wallet',
      'Track your order from kitchen to door',
      'Reorder your favourites in one tap',
    ],
    benefits: [
      { icon: 'clock', title: 'Fast delivery', description: `Hot meals at your door ${deliveryPromise.minutes} after they leave the kitchen.`, color: 'blue' },
      { icon: 'shield', title: 'Secure payments', description: 'Every payment goes through a protected payment page.', color: 'green' },
      { icon: 'star', title: 'Rewards', description: 'Earn rewards and offers as you order.', color: 'yellow' },
    ],
    app_store_url: storeLinks.app_store_url,
    google_play_url: storeLinks.google_play_url,
  },
};

export const merchantAppPage: JsonObject = {
  title: `${brand.name} for merchants`,
  page_data: {
    hero_title: 'Grow your restaurant with ZamEats',
    hero_subtitle: 'Reach new customers, manage orders in one place and get paid every week.',
    hero_image: imagePath('content', 'merchant-app-phone'),
    cta_text: 'Register as a Merchant',
    benefits: [
      { icon: 'trending-up', title: 'Boost Your Sales', description: 'Reach thousands of hungry customers in your city.' },
      { icon: 'layout', title: 'Easy Management', description: 'Update your menu, prices and opening hours in minutes.' },
      { icon: 'bar-chart', title: 'Detailed Analytics', description: 'See your best sellers, busiest hours and customer ratings.' },
      { icon: 'percent', title: 'Competitive Fees', description: 'A fair commission on delivered orders and no sign-up fee.' },
    ],
    process_steps: [
      { step: 1, title: 'Register', description: 'Tell us about your restaurant and upload your business documents.' },
      { step: 2, title: 'Set Up Menu', description: 'Add your dishes, prices and photos with help from our team.' },
      { step: 3, title: 'Start Selling', description: 'Go live, receive orders and get paid every week.' },
    ],
  },
};

export const riderAppPage: JsonObject = {
  title: `Ride with ${brand.name}`,
  page_data: {
    hero_title: 'Earn on your own schedule',
    hero_subtitle: 'Deliver food in your city, choose your hours and get paid every week.',
    hero_image: imagePath('content', 'rider-app-phone'),
    cta_text: 'Apply as a Rider',
    benefits: [
      { icon: 'clock', title: 'Flexible Hours', description: 'Ride when it suits you, mornings, evenings or weekends.' },
      { icon: 'wallet', title: 'Competitive Pay', description: 'Earn per delivery plus tips, paid weekly.' },
      { icon: 'map', title: 'Smart Routing', description: 'The app shows the fastest safe route to every customer.' },
      { icon: 'shield', title: 'Support & Safety', description: 'Insurance, safety gear and a support line whenever you ride.' },
    ],
    requirements: {
      rider: ['At least 18 years old', 'Valid national ID (NRC) or passport', 'Smartphone with data', 'Clean background check'],
      vehicle: ['Motorbike, bicycle or car in good condition', 'Valid vehicle registration', 'Valid insurance'],
    },
    process_steps: [
      { step: 1, title: 'Sign up', description: 'Create your rider account and upload your documents.' },
      { step: 2, title: 'Get verified', description: 'We check your documents and invite you to a short safety session.' },
      { step: 3, title: 'Start riding', description: 'Download the rider app, go online and accept your first delivery.' },
    ],
  },
};
