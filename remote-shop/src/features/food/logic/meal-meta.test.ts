import { mealFixture } from '@storefront/testing';
import { mealMeta } from './meal-meta';

describe('mealMeta', () => {
  it("names the meal, shows its picture and price, and offers it in kwacha for its kitchen", () => {
    const meal = mealFixture({ name: 'Ifisashi with nshima', description: 'Greens in groundnut sauce', price: 65 });
    const meta = mealMeta(meal);
    expect(meta).toMatchObject({ title: 'Ifisashi with nshima', type: 'product', image: meal.image[0]?.url });
    expect(meta.description).toBe('Greens in groundnut sauce ZK 65.00.');
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Ifisashi with nshima',
      offers: { '@type': 'Offer', price: '65.00', priceCurrency: 'ZMW', seller: { name: meal.vendor.name } },
    });
  });

  it('says where a meal without a description comes from', () => {
    const meal = mealFixture({ name: 'Chips', description: null, image: [] });
    const meta = mealMeta(meal);
    expect(meta.description).toMatch(new RegExp(`^Chips from ${meal.vendor.name}\\. `));
    expect(meta.image).toBeUndefined();
    expect(meta.jsonLd).not.toHaveProperty('image');
  });
});
