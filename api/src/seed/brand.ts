/**
 * The storefront's name and colour, used by the seed content and generated images. The company's
 * e-mail, phone and address are the contract's contact details (`seedContactInfo`), kept once.
 */
export const brand = {
  name: 'ZamEats',
  colour: '#c2410c',
} as const;

/**
 * The one delivery-time promise of the seed content: the menu's banner says 10-16 mins (a figure
 * the storefront keeps as it is), so every other page says the same.
 */
export const deliveryPromise = {
  minutes: '10 to 16 minutes',
} as const;

/**
 * The footer's copyright year is fixed at 2024, so the seed's blog posts are dated within that
 * year, the last of them on this day, rather than counted back from the day the seed runs.
 */
export const blogCalendarEnd = new Date(Date.UTC(2024, 11, 16));
