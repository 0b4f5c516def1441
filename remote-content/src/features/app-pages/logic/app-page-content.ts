import { BRAND_NAME, isHttpUrl, safeImageSrc } from '@storefront/ui';
import {
  type AppBenefit,
  type AppFeature,
  type MerchantAppPageData,
  type ProcessStep,
  type RiderAppPageData,
  type UserAppPageData,
} from '@storefront/api-client';

export interface AppHeroView {
  title: string;
  subtitle: string;
  /** A safe image address from the content; null shows the logo. */
  image: string | null;
  ctaText: string;
}

export interface Requirements {
  rider: string[];
  vehicle: string[];
}

export interface UserAppView {
  hero: AppHeroView;
  features: AppFeature[];
  benefits: AppBenefit[];
  appStoreUrl: string;
  googlePlayUrl: string;
}

export interface MerchantAppView {
  hero: AppHeroView;
  benefits: AppBenefit[];
  processSteps: ProcessStep[];
}

export interface RiderAppView {
  hero: AppHeroView;
  benefits: AppBenefit[];
  requirements: Requirements;
  processSteps: ProcessStep[];
}

const feature = (title: string): AppFeature => ({ title, description: null, icon: null });

/** The pages' built-in content, shown when the content service fails or leaves a field out. */
export const defaultUserApp: UserAppView = {
  hero: {
    title: 'Your Favourite Zambian Food, One Tap Away',
    subtitle: `Order from the best kitchens near you, pay securely and follow your delivery live with the ${BRAND_NAME} app.`,
    image: null,
    ctaText: 'Download the App',
  },
  features: [
    feature('Browse menus from restaurants near you'),
    feature('Save your delivery addresses'),
    feature('Pay with mobile money, card or wallet'),
    feature('Track your order from kitchen to door'),
    feature('Reorder your favourites in one tap'),
  ],
  benefits: [
    { icon: 'clock', title: 'Fast Delivery', description: 'Hot meals at your door 10 to 16 minutes after they leave the kitchen.', color: 'blue' },
    { icon: 'shield', title: 'Secure Payments', description: 'Every payment goes through a protected payment page.', color: 'green' },
    { icon: 'star', title: 'Rewards & Offers', description: 'Earn rewards and unlock offers as you order.', color: 'yellow' },
  ],
  // The storefront's store listings.
  appStoreUrl: 'https://apps.apple.com/zm/app/zameats/id6450000001',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=zm.co.zameats',
};

export const defaultMerchantApp: MerchantAppView = {
  hero: {
    title: `Grow Your Restaurant with ${BRAND_NAME}`,
    subtitle: 'Reach new customers, manage your orders in one place and get paid every week.',
    image: null,
    ctaText: 'Register as a Merchant',
  },
  benefits: [
    { icon: 'trending-up', title: 'Boost Your Sales', description: 'Reach thousands of hungry customers in your city.', color: 'blue' },
    { icon: 'layout', title: 'Easy Management', description: 'Update your menu, prices and opening hours in minutes.', color: 'green' },
    { icon: 'bar-chart', title: 'Detailed Analytics', description: 'See your best sellers, busiest hours and customer ratings.', color: 'yellow' },
    { icon: 'percent', title: 'Competitive Fees', description: 'A fair commission on delivered orders and no sign-up fee.', color: 'blue' },
  ],
  processSteps: [
    { step: 1, title: 'Register', description: 'Tell us about your restaurant and upload your business documents.' },
    { step: 2, title: 'Set Up Menu', description: 'Add your dishes, prices and photos with help from our team.' },
    { step: 3, title: 'Start Selling', description: 'Go live, receive orders and get paid every week.' },
  ],
};

export const defaultRiderApp: RiderAppView = {
  hero: {
    title: `Ride with ${BRAND_NAME}`,
    subtitle: 'Deliver food in your city, choose your own hours and get paid every week.',
    image: null,
    ctaText: 'Apply as a Rider',
  },
  benefits: [
    { icon: 'clock', title: 'Flexible Hours', description: 'Ride when it suits you: mornings, evenings or weekends.', color: 'blue' },
    { icon: 'wallet', title: 'Competitive Pay', description: 'Earn per delivery plus tips, paid weekly.', color: 'green' },
    { icon: 'map', title: 'Smart Routing', description: 'The app shows the fastest safe route to every customer.', color: 'yellow' },
    { icon: 'shield', title: 'Support & Safety', description: 'Insurance, safety gear and a support line whenever you ride.', color: 'blue' },
  ],
  requirements: {
    rider: ['At least 18 years old', 'Valid ID (NRC or passport)', 'Smartphone with data', 'Clean background check'],
    vehicle: ['Valid vehicle registration', 'Valid vehicle insurance'],
  },
  processSteps: [
    { step: 1, title: 'Sign Up', description: 'Create your rider account and upload your documents.' },
    { step: 2, title: 'Get Verified', description: 'We check your documents and invite you to a short safety session.' },
    { step: 3, title: 'Start Riding', description: 'Download the rider app, go online and accept your first delivery.' },
  ],
};

type HeroData = Pick<UserAppPageData, 'hero_title' | 'hero_subtitle' | 'hero_image' | 'cta_text'>;

const text = (value: string | null | undefined, fallback: string): string => value?.trim() || fallback;
const list = <T>(value: T[] | null | undefined, fallback: T[]): T[] => (value && value.length > 0 ? value : fallback);

function heroView(data: HeroData | null, fallback: AppHeroView): AppHeroView {
  return {
    title: text(data?.hero_title, fallback.title),
    subtitle: text(data?.hero_subtitle, fallback.subtitle),
    image: safeImageSrc(data?.hero_image) ?? fallback.image,
    ctaText: text(data?.cta_text, fallback.ctaText),
  };
}

/** A store link from content when it is http(s), else the built-in one. */
export function storeLink(value: string | null | undefined, fallback: string): string {
  const link = value?.trim();
  return link && isHttpUrl(link) ? link : fallback;
}

export function userAppView(data: UserAppPageData | null): UserAppView {
  return {
    hero: heroView(data, defaultUserApp.hero),
    features: list(data?.features, defaultUserApp.features),
    benefits: list(data?.benefits, defaultUserApp.benefits),
    appStoreUrl: storeLink(data?.app_store_url, defaultUserApp.appStoreUrl),
    googlePlayUrl: storeLink(data?.google_play_url, defaultUserApp.googlePlayUrl),
  };
}

export function merchantAppView(data: MerchantAppPageData | null): MerchantAppView {
  return {
    hero: heroView(data, defaultMerchantApp.hero),
    benefits: list(data?.benefits, defaultMerchantApp.benefits),
    processSteps: list(data?.process_steps, defaultMerchantApp.processSteps),
  };
}

export function riderAppView(data: RiderAppPageData | null): RiderAppView {
  const requirements = data?.requirements;
  return {
    hero: heroView(data, defaultRiderApp.hero),
    benefits: list(data?.benefits, defaultRiderApp.benefits),
    requirements: {
      rider: list(requirements?.rider, defaultRiderApp.requirements.rider),
      vehicle: list(requirements?.vehicle, defaultRiderApp.requirements.vehicle),
    },
    processSteps: list(data?.process_steps, defaultRiderApp.processSteps),
  };
}
