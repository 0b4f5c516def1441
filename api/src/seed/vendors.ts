export interface SeedVendor {
  /** Stable handle used by the meals below and for the vendor's uuid and image. */
  key: string;
  name: string;
  description: string;
  address: string;
  city: 'Lusaka' | 'Kitwe' | 'Ndola' | 'Livingstone';
  phone: string;
  latitude: number;
  longitude: number;
  rating: number;
  openingHours: string;
}

export const seedVendors: readonly SeedVendor[] = [
  {
    key: 'mama-chandas-kitchen',
    name: "Mama Chanda's Kitchen",
    description: 'Home-style nshima and relishes cooked the way grandmother did, near Cairo Road.',
    address: 'Shop 12, Cairo Road, Lusaka',
    city: 'Lusaka',
    phone: '+260971234501',
    latitude: -15.4236,
    longitude: 28.2829,
    rating: 4.8,
    openingHours: '07:00-21:00',
  },
  {
    key: 'kabulonga-grill-house',
    name: 'Kabulonga Grill House',
    description: 'Flame-grilled steaks, braai platters and burgers in leafy Kabulonga.',
    address: '45 Kabulonga Road, Kabulonga, Lusaka',
    city: 'Lusaka',
    phone: '+260962345602',
    latitude: -15.4105,
    longitude: 28.3392,
    rating: 4.7,
    openingHours: '11:00-22:00',
  },
  {
    key: 'manda-hill-sweets-and-juices',
    name: 'Manda Hill Sweets & Juices',
    description: 'Traditional drinks, fresh juices and desserts at Manda Hill.',
    address: 'Manda Hill Shopping Centre, Great East Road, Lusaka',
    city: 'Lusaka',
    phone: '+260953456703',
    latitude: -15.3966,
    longitude: 28.3065,
    rating: 4.6,
    openingHours: '09:00-21:00',
  },
  {
    key: 'copperbelt-village-pot',
    name: 'Copperbelt Village Pot',
    description: 'Village chicken, kapenta and ifisashi slow-cooked over charcoal in Kitwe.',
    address: '8 Freedom Avenue, Kitwe',
    city: 'Kitwe',
    phone: '+260974567804',
    latitude: -12.8093,
    longitude: 28.2134,
    rating: 4.9,
    openingHours: '07:30-20:30',
  },
  {
    key: 'broadway-pizza-and-bakery',
    name: 'Broadway Pizza & Bakery',
    description: 'Wood-fired pizza, breakfasts and fresh bakes on Broadway in Ndola.',
    address: '21 Broadway, Ndola',
    city: 'Ndola',
    phone: '+260965678905',
    latitude: -12.9640,
    longitude: 28.6366,
    rating: 4.5,
    openingHours: '07:00-22:00',
  },
  {
    key: 'zambezi-riverside-grill',
    name: 'Zambezi Riverside Grill',
    description: 'Fresh bream and tilapia, ribs and braai by the Zambezi in Livingstone.',
    address: '102 Mosi-oa-Tunya Road, Livingstone',
    city: 'Livingstone',
    phone: '+260976789006',
    latitude: -17.8519,
    longitude: 25.8565,
    rating: 4.8,
    openingHours: '10:00-22:00',
  },
];
