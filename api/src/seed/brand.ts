/** The storefront's name and company details, used by the seed content and generated images. */
export const brand = {
  name: 'ZamEats',
  colour: '#c2410c',
  email: 'hello@zameats.co.zm',
  supportEmail: 'support@zameats.co.zm',
  phone: '+260 211 255 300',
  address: 'Plot 1234, Cairo Road, Lusaka, Zambia',
  website: 'https://zameats.co.zm',
} as const;
