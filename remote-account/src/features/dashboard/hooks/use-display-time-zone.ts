import { useHydrated } from '@storefront/ui';

/**
 * The marketplace's time zone: the server's HTML shows times there (the server cannot know the
 * customer's), and so does the browser while it hydrates that HTML, so both render the same.
 */
export const MARKETPLACE_TIME_ZONE = 'Africa/Lusaka';

/**
 * The zone to show times in: the marketplace's until the page has hydrated, then the device's own
 * (undefined), as the customer reads the time on their phone.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : MARKETPLACE_TIME_ZONE;
}
