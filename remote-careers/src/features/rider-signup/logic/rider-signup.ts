import { zodResolver } from '@hookform/resolvers/zod';
import { isHttpUrl } from '@storefront/ui';
import { riderSignUpPayloadSchema, type RiderSignUpPayload } from '@storefront/api-client';
import { passwordProblem } from '@storefront/api-client/passwords';
import type { Resolver } from 'react-hook-form';

export const emptyRiderSignUp: RiderSignUpPayload = { first_name: '', last_name: '', email: '', password: '' };

const checkFields = zodResolver(riderSignUpPayloadSchema);

/**
 * The contract's sign-up rules, and the password rule on a password that was typed (an empty one
 * already has 'This field is required'); the server applies the same rule.
 */
export const riderSignUpResolver: Resolver<RiderSignUpPayload> = async (values, context, options) => {
  const result = await checkFields(values, context, options);
  const weakPassword = values.password === '' ? undefined : passwordProblem(values.password);
  if (!weakPassword || result.errors.password) return result;
  return { values: {}, errors: { ...result.errors, password: { type: 'password-rule', message: weakPassword } } };
};

export const RIDER_MESSAGES = {
  /** Shown when the server accepts the sign-up without a message of its own. */
  succeeded: 'Registration successful! Please download the rider app to continue.',
  /** A failure without the server's message, in the product's exact wording. */
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
