import { isHttpUrl, type RiderSignUpPayload } from '@storefront/shared';

export const emptyRiderSignUp: RiderSignUpPayload = { first_name: '', last_name: '', email: '', password: '' };

export const RIDER_MESSAGES = {
  /** Shown when the server accepts the sign-up without a message of its own. */
  succeeded: 'Registration successful! Please download the rider app to continue.',
  /** Content spec §8, word for word: a failure without the server's message. */
  failed: 'Something went wrong.',
} as const;

export interface StoreLink {
  store: 'App Store' | 'Google Play';
  label: string;
  url: string;
}

/**
 * Where riders get the rider app. The content service has no store links for the rider app (its
 * page data names none), so they are this storefront's own.
 */
export const RIDER_APP_STORES: readonly StoreLink[] = [
  { store: 'App Store', label: 'Download on the App Store', url: 'https://apps.apple.com/zm/app/zameats-rider/id6450000002' },
  { store: 'Google Play', label: 'Get it on Google Play', url: 'https://play.google.com/store/apps/details?id=zm.co.zameats.rider' },
];

/** The store links that may be opened: http(s) only, never javascript: or data: URLs. */
export function openableStoreLinks(links: readonly StoreLink[]): StoreLink[] {
  return links.filter((link) => isHttpUrl(link.url.trim()));
}
