import { formatZk } from '@storefront/api-client';
import type { PageMeta, Product } from '@storefront/contract';

/**
 * A meal's page as search engines and link previews see it: its name, picture and price, and a
 * schema.org Product with its Offer in Zambian kwacha.
 */
export function mealMeta(meal: Product): PageMeta {
  const images = meal.image.map((image) => image.url);
  const description = meal.description?.trim() || `${meal.name} from ${meal.vendor.name}.`;
  return {
    title: meal.name,
    description: `${description} ${formatZk(meal.price)}.`,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: meal.name,
      description,
      ...(images.length > 0 ? { image: images } : {}),
      ...(meal.category ? { category: meal.category.name } : {}),
      offers: {
        '@type': 'Offer',
        price: meal.price.toFixed(2),
        priceCurrency: 'ZMW',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: meal.vendor.name },
      },
    },
  };
}
