import {
  contentLoadErrorMessages,
  fetchContent,
  type MerchantAppPageData,
  type RiderAppPageData,
  type UserAppPageData,
} from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

type AppPageKey = 'user-app' | 'merchant-app' | 'rider-app';

/** An app page's page_data, or null when it fails to read: it is only logged; the page shows its defaults. */
function pageDataOrNull<T>(key: AppPageKey, load: () => Promise<T>): Promise<T | null> {
  const message = contentLoadErrorMessages[key] ?? `Failed to load ${key} content`;
  return logLoadFailure(message, load()).catch(() => null);
}

export function readUserAppPage(): Promise<UserAppPageData | null> {
  return pageDataOrNull('user-app', async () => (await fetchContent('user-app')).page.page_data);
}

export function readMerchantAppPage(): Promise<MerchantAppPageData | null> {
  return pageDataOrNull('merchant-app', async () => (await fetchContent('merchant-app')).page.page_data);
}

export function readRiderAppPage(): Promise<RiderAppPageData | null> {
  return pageDataOrNull('rider-app', async () => (await fetchContent('rider-app')).page.page_data);
}
