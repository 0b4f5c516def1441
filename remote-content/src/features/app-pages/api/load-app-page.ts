import {
  contentLoadErrorMessages,
  fetchContent,
  type MerchantAppPageData,
  type RiderAppPageData,
  type UserAppPageData,
} from '@storefront/shared';

type AppPageKey = 'user-app' | 'merchant-app' | 'rider-app';

/** An app page's page_data, or null when it fails to load: the failure is only logged (content spec §8). */
async function pageDataOrNull<T>(key: AppPageKey, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(contentLoadErrorMessages[key], error);
    return null;
  }
}

export function loadUserAppPage(): Promise<UserAppPageData | null> {
  return pageDataOrNull('user-app', async () => (await fetchContent('user-app')).page.page_data);
}

export function loadMerchantAppPage(): Promise<MerchantAppPageData | null> {
  return pageDataOrNull('merchant-app', async () => (await fetchContent('merchant-app')).page.page_data);
}

export function loadRiderAppPage(): Promise<RiderAppPageData | null> {
  return pageDataOrNull('rider-app', async () => (await fetchContent('rider-app')).page.page_data);
}
