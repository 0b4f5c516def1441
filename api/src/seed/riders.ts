export interface SeedRider {
  name: string;
  phone: string;
}

/**
 * Delivery riders of the demo: there is no rider app behind this backend, so an order on its way
 * is given one of these (always the same one for the same order).
 */
export const seedRiders: readonly SeedRider[] = [
  { name: 'Mwila Banda', phone: '+260971100201' },
  { name: 'Chanda Mulenga', phone: '+260962200302' },
  { name: 'Bwalya Phiri', phone: '+260953300403' },
  { name: 'Mutale Zulu', phone: '+260974400504' },
  { name: 'Natasha Tembo', phone: '+260965500605' },
  { name: 'Kelvin Mwansa', phone: '+260976600706' },
];
