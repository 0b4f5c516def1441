import { getProfile, type UserProfile } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';

/** The profile page's loader: the profile the form starts from ('Failed to load profile.' with Try again when it cannot be read). */
export function readProfile(): Promise<Settled<UserProfile>> {
  return settle(getProfile());
}
