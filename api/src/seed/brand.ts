/**
 * The storefront's name and colour, used by the seed content and generated images. The company's
 * e-mail, phone and address are the contract's contact details (`seedContactInfo`), kept once.
 */
export const brand = {
  name: 'ZamEats',
  colour: '#c2410c',
} as const;
