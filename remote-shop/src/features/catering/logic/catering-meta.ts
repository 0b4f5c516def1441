import { findCateringBundle, type CateringBundle } from '@storefront/api-client';
import { getRuntimeConfig, type PageMeta } from '@storefront/contract';
import { cateringPriceText } from './catering-text';

/** Bundle pictures are paths under the API root. */
export function bundleImageUrl(bundle: CateringBundle): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/${bundle.image.replace(/^\//, '')}`;
}

export const CATERING_META: PageMeta = {
  title: 'Catering',
  description: "Catering bundles for weddings, offices, birthdays and family days, cooked by Zambia's favourite kitchens.",
};

/** A bundle's page: its title, description, price and picture; an unknown bundle is the catering page's. */
export function cateringBundleMeta(id: string | undefined): PageMeta {
  const bundle = id === undefined ? undefined : findCateringBundle(id);
  if (!bundle) return CATERING_META;
  return { title: bundle.title, description: `${bundle.description} ${cateringPriceText(bundle.price)}.`, image: bundleImageUrl(bundle) };
}
