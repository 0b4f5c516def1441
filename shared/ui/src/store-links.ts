import { contentLinkTarget } from './content-links';

/** The links to the app stores and their badge pictures, as the CMS sends them with a banner or the hero. */
export interface StoreLinks {
  app_store_url?: string | null;
  google_play_url?: string | null;
  app_store_image?: string | null;
  google_play_image?: string | null;
}

export type AppStore = 'App Store' | 'Google Play';

/**
 * The stores `links` leads to, the App Store first, each with its link and badge picture: a store
 * whose link cannot be followed shows no badge. One rule for the badges a page shows and for the
 * pictures the host's server preloads for it (lead-images.ts).
 */
export function linkedStores(links: StoreLinks): Array<{ store: AppStore; url: string; image: string | null | undefined }> {
  const stores = [
    { store: 'App Store' as const, url: links.app_store_url, image: links.app_store_image },
    { store: 'Google Play' as const, url: links.google_play_url, image: links.google_play_image },
  ];
  return stores.flatMap(({ store, url, image }) => (url && contentLinkTarget(url) ? [{ store, url, image }] : []));
}
