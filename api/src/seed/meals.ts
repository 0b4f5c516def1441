import type { SeedCategory } from './categories';

export interface SeedMeal {
  name: string;
  vendor: string;
  category: SeedCategory;
  /** Kwacha. */
  price: number;
  /** Hours. */
  preparationTime: number;
  /** How many generated pictures the meal has (1-3). */
  images: 1 | 2 | 3;
  description: string;
}

const mamaChanda = 'mama-chandas-kitchen';
const kabulonga = 'kabulonga-grill-house';
const mandaHill = 'manda-hill-sweets-and-juices';
const villagePot = 'copperbelt-village-pot';
const broadway = 'broadway-pizza-and-bakery';
const riverside = 'zambezi-riverside-grill';

export const seedMeals: readonly SeedMeal[] = [
  // Nshima & Relishes
  { name: 'Nshima with Ifisashi', vendor: mamaChanda, category: 'Nshima & Relishes', price: 85, preparationTime: 0.5, images: 3, description: 'Soft white nshima served with ifisashi: fresh greens simmered in a rich groundnut sauce.' },
  { name: 'Nshima with Village Chicken', vendor: villagePot, category: 'Nshima & Relishes', price: 150, preparationTime: 1.5, images: 3, description: 'Free-range village chicken slow-stewed with tomato and onion, with nshima and a side of greens.' },
  { name: 'Nshima with Kapenta', vendor: mamaChanda, category: 'Nshima & Relishes', price: 95, preparationTime: 0.5, images: 2, description: 'Crispy Lake Kariba kapenta fried with tomato, onion and a little chilli, served with nshima.' },
  { name: 'Nshima with Beef Stew', vendor: mamaChanda, category: 'Nshima & Relishes', price: 120, preparationTime: 0.75, images: 2, description: 'Tender beef stewed in a thick tomato gravy with nshima and cabbage.' },
  { name: 'Nshima with Fried Bream', vendor: riverside, category: 'Nshima & Relishes', price: 180, preparationTime: 0.75, images: 3, description: 'Whole Zambezi bream fried golden, with nshima, rape and a fresh tomato relish.' },
  { name: 'Nshima with Impwa and Tomato', vendor: villagePot, category: 'Nshima & Relishes', price: 75, preparationTime: 0.5, images: 1, description: 'Garden eggs (impwa) cooked down with tomato and onion, a Copperbelt favourite with nshima.' },
  { name: 'Nshima with Chibwabwa', vendor: mamaChanda, category: 'Nshima & Relishes', price: 80, preparationTime: 0.5, images: 2, description: 'Pumpkin leaves cooked with pounded groundnuts, served with nshima.' },
  { name: 'Nshima with Goat Stew', vendor: villagePot, category: 'Nshima & Relishes', price: 160, preparationTime: 1.5, images: 2, description: 'Goat meat braised for hours with tomato and spices, with nshima and greens.' },
  { name: 'Nshima with Ifinkubala', vendor: villagePot, category: 'Nshima & Relishes', price: 110, preparationTime: 0.75, images: 1, description: 'Mopane caterpillars fried crisp with onion and tomato, a northern delicacy with nshima.' },
  { name: 'Nshima with Delele', vendor: mamaChanda, category: 'Nshima & Relishes', price: 70, preparationTime: 0.5, images: 1, description: 'Okra (delele) cooked with a pinch of soda until silky, the classic partner for nshima.' },
  { name: 'Nshima with Matumbu', vendor: mamaChanda, category: 'Nshima & Relishes', price: 100, preparationTime: 1, images: 1, description: 'Well-cleaned tripe stewed slowly with onion and tomato, served with nshima.' },

  // Traditional Specials
  { name: 'Chikanda', vendor: villagePot, category: 'Traditional Specials', price: 60, preparationTime: 1, images: 2, description: 'African polony: orchid tubers and groundnuts set with chilli and sliced like cake.' },
  { name: 'Village Chicken Stew', vendor: villagePot, category: 'Traditional Specials', price: 220, preparationTime: 2, images: 3, description: 'A whole village chicken stewed over charcoal, enough for two to share.' },
  { name: 'Ifisashi Bowl', vendor: mamaChanda, category: 'Traditional Specials', price: 55, preparationTime: 0.5, images: 1, description: 'A generous bowl of ifisashi greens in groundnut sauce, vegetarian and filling.' },
  { name: 'Samp and Beans', vendor: mamaChanda, category: 'Traditional Specials', price: 70, preparationTime: 1, images: 2, description: 'Crushed maize and sugar beans cooked slowly with butter and salt.' },
  { name: 'Roasted Chimanga', vendor: villagePot, category: 'Traditional Specials', price: 25, preparationTime: 0.25, images: 1, description: 'Fresh maize cobs roasted on the coals, street-side style.' },
  { name: 'Kapenta with Tomato and Onion', vendor: riverside, category: 'Traditional Specials', price: 65, preparationTime: 0.5, images: 1, description: 'Dried kapenta fried with tomato and onion, served as a relish or a snack.' },

  // Grills & Braai
  { name: 'T-Bone Steak with Chips', vendor: kabulonga, category: 'Grills & Braai', price: 260, preparationTime: 0.75, images: 3, description: 'A 400 g Zambian beef T-bone grilled to order, with chips and a pepper sauce.' },
  { name: 'Braai Platter for Two', vendor: kabulonga, category: 'Grills & Braai', price: 450, preparationTime: 1, images: 3, description: 'Boerewors, pork chops, chicken pieces and beef skewers with nshima and chakalaka.' },
  { name: 'Grilled Tilapia', vendor: riverside, category: 'Grills & Braai', price: 210, preparationTime: 0.75, images: 2, description: 'Whole tilapia grilled with garlic butter and lemon, with chips or nshima.' },
  { name: 'Boerewors with Nshima', vendor: kabulonga, category: 'Grills & Braai', price: 90, preparationTime: 0.5, images: 1, description: 'A coil of spiced boerewors from the grill with nshima and tomato relish.' },
  { name: 'Peri-Peri Chicken Wings', vendor: kabulonga, category: 'Grills & Braai', price: 120, preparationTime: 0.5, images: 2, description: 'Ten chicken wings in a hot peri-peri glaze, with a cooling dip.' },
  { name: 'Beef Sosaties', vendor: riverside, category: 'Grills & Braai', price: 140, preparationTime: 0.5, images: 1, description: 'Marinated beef skewers with peppers and onion, grilled over charcoal.' },
  { name: 'Sticky Pork Ribs', vendor: riverside, category: 'Grills & Braai', price: 240, preparationTime: 1, images: 2, description: 'Pork ribs basted in a honey and chilli sauce, with coleslaw and chips.' },

  // Burgers & Sandwiches
  { name: 'Classic Beef Burger', vendor: kabulonga, category: 'Burgers & Sandwiches', price: 110, preparationTime: 0.5, images: 2, description: 'A grilled beef patty with lettuce, tomato, onion and house sauce, with chips.' },
  { name: 'Double Cheese Burger', vendor: kabulonga, category: 'Burgers & Sandwiches', price: 150, preparationTime: 0.5, images: 3, description: 'Two beef patties, double cheddar and pickles in a toasted bun.' },
  { name: 'Crispy Chicken Burger', vendor: broadway, category: 'Burgers & Sandwiches', price: 105, preparationTime: 0.5, images: 2, description: 'Buttermilk fried chicken breast with slaw and mayonnaise.' },
  { name: 'Bean Burger', vendor: broadway, category: 'Burgers & Sandwiches', price: 95, preparationTime: 0.5, images: 1, description: 'A spiced sugar-bean patty with avocado and tomato, vegetarian.' },
  { name: 'Club Sandwich', vendor: broadway, category: 'Burgers & Sandwiches', price: 90, preparationTime: 0.25, images: 1, description: 'Toasted triple-decker with chicken, egg, cheese and tomato.' },

  // Pizza
  { name: 'Margherita Pizza', vendor: broadway, category: 'Pizza', price: 140, preparationTime: 0.5, images: 2, description: 'Tomato, mozzarella and basil on a thin wood-fired base.' },
  { name: 'Pepperoni Pizza', vendor: broadway, category: 'Pizza', price: 175, preparationTime: 0.5, images: 3, description: 'Spicy beef pepperoni with mozzarella and oregano.' },
  { name: 'BBQ Chicken Pizza', vendor: broadway, category: 'Pizza', price: 185, preparationTime: 0.5, images: 2, description: 'Smoky barbecue chicken, red onion and peppers.' },
  { name: 'Kapenta and Chilli Pizza', vendor: broadway, category: 'Pizza', price: 160, preparationTime: 0.5, images: 1, description: 'A Zambian twist: crispy kapenta, fresh chilli and onion on a tomato base.' },
  { name: 'Vegetarian Supreme Pizza', vendor: broadway, category: 'Pizza', price: 165, preparationTime: 0.5, images: 2, description: 'Mushrooms, peppers, olives, onion and sweetcorn.' },

  // Breakfast
  { name: 'Full Zambian Breakfast', vendor: broadway, category: 'Breakfast', price: 120, preparationTime: 0.5, images: 2, description: 'Eggs, boerewors, beans, fried tomato, toast and a cup of tea.' },
  { name: 'Maize Porridge with Peanut Butter', vendor: mamaChanda, category: 'Breakfast', price: 45, preparationTime: 0.25, images: 1, description: 'Smooth mealie-meal porridge stirred with peanut butter and sugar.' },
  { name: 'Vitumbuwa with Tea', vendor: mamaChanda, category: 'Breakfast', price: 40, preparationTime: 0.25, images: 1, description: 'Six warm vitumbuwa fritters with a mug of sweet milky tea.' },

  // Snacks & Sides
  { name: 'Chips', vendor: kabulonga, category: 'Snacks & Sides', price: 40, preparationTime: 0.25, images: 1, description: 'A large portion of hand-cut potato chips with salt and vinegar.' },
  { name: 'Beef Samoosas', vendor: broadway, category: 'Snacks & Sides', price: 35, preparationTime: 0.25, images: 1, description: 'Three crisp samoosas filled with spiced minced beef.' },
  { name: 'Coleslaw', vendor: riverside, category: 'Snacks & Sides', price: 25, preparationTime: 0.25, images: 1, description: 'Fresh cabbage and carrot in a light creamy dressing.' },

  // Drinks
  { name: 'Munkoyo', vendor: mandaHill, category: 'Drinks', price: 25, preparationTime: 0.1, images: 2, description: 'Traditional lightly fermented maize drink flavoured with munkoyo root, served cold.' },
  { name: 'Maheu', vendor: mandaHill, category: 'Drinks', price: 20, preparationTime: 0.1, images: 1, description: 'Thick, sweet maize drink, a filling favourite across Zambia.' },
  { name: 'Fresh Mango Juice', vendor: mandaHill, category: 'Drinks', price: 35, preparationTime: 0.1, images: 2, description: 'Ripe mangoes blended to order, no sugar added.' },
  { name: 'Baobab Smoothie', vendor: mandaHill, category: 'Drinks', price: 45, preparationTime: 0.1, images: 1, description: 'Malambe (baobab fruit) blended with yoghurt and honey.' },
  { name: 'Rooibos Iced Tea', vendor: mandaHill, category: 'Drinks', price: 30, preparationTime: 0.1, images: 1, description: 'Chilled rooibos with lemon and a touch of honey.' },
  { name: 'Homemade Ginger Beer', vendor: riverside, category: 'Drinks', price: 25, preparationTime: 0.1, images: 1, description: 'Fiery fresh ginger brewed with lemon and served over ice.' },

  // Desserts
  { name: 'Malva Pudding with Custard', vendor: mandaHill, category: 'Desserts', price: 65, preparationTime: 0.25, images: 2, description: 'Warm apricot sponge soaked in butter syrup, with vanilla custard.' },
  { name: 'Banana Fritters with Honey', vendor: mandaHill, category: 'Desserts', price: 50, preparationTime: 0.25, images: 1, description: 'Ripe bananas in a light batter, fried and drizzled with local honey.' },
  { name: 'Chocolate Cake Slice', vendor: broadway, category: 'Desserts', price: 55, preparationTime: 0.1, images: 1, description: 'A rich slice of layered chocolate cake with ganache.' },
  { name: 'Mango Ice Cream', vendor: mandaHill, category: 'Desserts', price: 45, preparationTime: 0.1, images: 1, description: 'Two scoops of vanilla ice cream with fresh mango.' },
];
