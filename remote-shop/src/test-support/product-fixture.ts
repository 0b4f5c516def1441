import type { Product } from '@storefront/shared';

let next = 0;

/** A meal with a fresh uuid; every field can be overridden. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    id: next,
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Meal ${next}`,
    description: 'Freshly cooked',
    price: 50,
    preparation_time: 1,
    image: [{ url: `http://api.test/images/meals/meal-${next}.svg`, name: `meal-${next}` }],
    category: { name: 'Zambian Classics' },
    vendor: { uuid: 'v-1', name: 'Mama Kitchen', latitude: '-15.4236', longitude: '28.2829' },
    ...overrides,
  };
}
