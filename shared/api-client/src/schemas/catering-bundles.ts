import type { CateringBundle } from './catering';

const none = { vegetarian: false, vegan: false, glutenFree: false, nutFree: false };

/**
 * The eight catering bundles. Static data of the contract, so the shop shows
 * them and the backend checks a request's guest count against the same bounds. `image` is a path
 * under the API root.
 */
export const cateringBundles: readonly CateringBundle[] = [
  {
    id: 1,
    title: 'Wedding Feast',
    description: 'A full Zambian and continental spread for your big day.',
    longDescription:
      'Celebrate with nshima, village chicken, grilled bream, beef stew, rice, salads and a dessert table, served by our staff from setup to clean-up.',
    image: 'images/content/catering-wedding-feast.svg',
    price: '$35 per person',
    minGuests: 20,
    maxGuests: 500,
    includes: ['Starters and salads', 'Three main dishes', 'Nshima and rice', 'Dessert table', 'Serving staff'],
    dietaryInfo: { vegetarian: true, vegan: false, glutenFree: true, nutFree: false },
    preparationTime: '6 hours',
    advanceOrderTime: 72,
    featured: true,
  },
  {
    id: 2,
    title: 'Corporate Lunch',
    description: 'Boxed or buffet lunches that keep a working day on time.',
    longDescription:
      'A choice of two mains with sides, fresh fruit and soft drinks, delivered and set up before your break starts.',
    image: 'images/content/catering-corporate-lunch.svg',
    price: '$18 per person',
    minGuests: 25,
    maxGuests: 300,
    includes: ['Two main dishes', 'Side salads', 'Fresh fruit', 'Soft drinks'],
    dietaryInfo: { vegetarian: true, vegan: true, glutenFree: false, nutFree: true },
    preparationTime: '3 hours',
    advanceOrderTime: 48,
    featured: true,
  },
  {
    id: 3,
    title: 'Birthday Party Pack',
    description: 'Finger food, a grill and a cake for every age.',
    longDescription:
      'Chicken wings, sausages, samosas, chips, a celebration cake and juices, ready to share at home or in the garden.',
    image: 'images/content/catering-birthday-party.svg',
    price: '$15 per person',
    minGuests: 15,
    maxGuests: 200,
    includes: ['Finger food platters', 'Grilled meats', 'Celebration cake', 'Juices'],
    dietaryInfo: { ...none, vegetarian: true },
    preparationTime: '3 hours',
    advanceOrderTime: 24,
    featured: true,
  },
  {
    id: 4,
    title: 'Conference Day',
    description: 'Tea breaks and a hot lunch for a full day of sessions.',
    longDescription:
      'Morning tea with pastries, a hot buffet lunch and an afternoon break with snacks, timed to your programme.',
    image: 'images/content/catering-conference-day.svg',
    price: '$22 per person',
    minGuests: 30,
    maxGuests: 150,
    includes: ['Morning tea and pastries', 'Hot buffet lunch', 'Afternoon snacks', 'Water and coffee'],
    dietaryInfo: { vegetarian: true, vegan: true, glutenFree: true, nutFree: false },
    preparationTime: '4 hours',
    advanceOrderTime: 48,
    featured: true,
  },
  {
    id: 5,
    title: 'Seminar Snacks',
    description: 'Light bites and drinks for workshops and trainings.',
    longDescription: 'Sandwiches, scones, fruit and hot drinks delivered in one go, with disposable serving ware.',
    image: 'images/content/catering-seminar-snacks.svg',
    price: '$10 per person',
    minGuests: 10,
    maxGuests: 100,
    includes: ['Sandwich platters', 'Scones and muffins', 'Fruit', 'Tea and coffee'],
    dietaryInfo: { ...none, vegetarian: true, nutFree: true },
    preparationTime: '2 hours',
    advanceOrderTime: 24,
    featured: false,
  },
  {
    id: 6,
    title: 'Family Gathering',
    description: 'Home-style Zambian dishes for reunions and Sunday lunches.',
    longDescription:
      'Nshima, ifisashi, kapenta, village chicken and seasonal vegetables, cooked the way families share them.',
    image: 'images/content/catering-family-gathering.svg',
    price: '$14 per person',
    minGuests: 15,
    maxGuests: 150,
    includes: ['Nshima', 'Village chicken', 'Kapenta', 'Ifisashi', 'Seasonal vegetables'],
    dietaryInfo: { ...none, glutenFree: true },
    preparationTime: '4 hours',
    advanceOrderTime: 48,
    featured: false,
  },
  {
    id: 7,
    title: 'Braai Night',
    description: 'A live grill with T-bone, chicken and boerewors.',
    longDescription: 'Our grill masters cook on site: T-bone, chicken, boerewors, grilled maize, salads and relishes.',
    image: 'images/content/catering-braai-night.svg',
    price: '$25 per person',
    minGuests: 10,
    maxGuests: 200,
    includes: ['Live grill station', 'Three meats', 'Grilled maize', 'Salads and relishes'],
    dietaryInfo: { ...none, glutenFree: true, nutFree: true },
    preparationTime: '5 hours',
    advanceOrderTime: 72,
    featured: false,
  },
  {
    id: 8,
    title: 'Vegetarian Garden',
    description: 'A colourful plant-based menu everyone enjoys.',
    longDescription: 'Bean stew, vegetable curry, pumpkin leaves, salads and fruit, with vegan and gluten-free choices.',
    image: 'images/content/catering-vegetarian-garden.svg',
    price: '$16 per person',
    minGuests: 10,
    maxGuests: 150,
    includes: ['Bean stew', 'Vegetable curry', 'Pumpkin leaves', 'Fresh salads', 'Fruit platter'],
    dietaryInfo: { vegetarian: true, vegan: true, glutenFree: true, nutFree: true },
    preparationTime: '3 hours',
    advanceOrderTime: 24,
    featured: false,
  },
];

export function findCateringBundle(id: string | number): CateringBundle | undefined {
  return cateringBundles.find((bundle) => String(bundle.id) === String(id));
}
