import type { PageMeta } from '@storefront/contract';

/** The pages whose metadata does not depend on what they read: their name and one line about them. */
export const STATIC_META = {
  about: { title: 'About Us', description: 'How ZamEats brings the best local kitchens of Zambia to your door, and the people behind it.' },
  faq: { title: 'Frequently Asked Questions', description: 'Answers about ordering, delivery, payment and refunds on ZamEats.' },
  contact: { title: 'Contact Us', description: 'Questions about an order, a partnership or anything else? Send us a message.' },
  privacy: { title: 'Privacy and Policies', description: 'How ZamEats handles your data, refunds and the terms of using the service.' },
  userApp: { title: 'The Customer App', description: 'Order from your favourite local kitchens, pay securely and follow your rider live.' },
  merchantApp: { title: 'The Merchant App', description: 'Bring your kitchen online with ZamEats and reach more customers.' },
  riderApp: { title: 'The Rider App', description: 'Deliver with ZamEats: choose your hours and earn on every order.' },
} satisfies Record<string, PageMeta>;
