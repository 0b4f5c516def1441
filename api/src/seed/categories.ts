/** Menu categories in the order the filter shows them. */
export const seedCategories = [
  'Nshima & Relishes',
  'Traditional Specials',
  'Grills & Braai',
  'Burgers & Sandwiches',
  'Pizza',
  'Breakfast',
  'Snacks & Sides',
  'Drinks',
  'Desserts',
] as const;

export type SeedCategory = (typeof seedCategories)[number];
