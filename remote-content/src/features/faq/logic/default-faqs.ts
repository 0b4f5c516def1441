import type { Faq } from '@storefront/api-client';

const faq = (sort_order: number, question: string, answer: string): Faq => ({
  question,
  answer,
  is_featured: true,
  sort_order,
});

/** The questions shown when the FAQs cannot be loaded. */
export const DEFAULT_FAQS: Faq[] = [
  faq(1, 'Where do you deliver?', 'We deliver in Lusaka, Kitwe, Ndola and Livingstone.'),
  faq(2, 'How do I track my order?', 'Open your dashboard and choose the order to see whether it is pending, being prepared, on the way or delivered.'),
  faq(3, 'Can I cancel an order?', 'You can cancel an order before the restaurant starts preparing it. Open a support ticket with your order number.'),
  faq(4, 'How do refunds work?', 'Refunds are handled through a support ticket. Eligible refunds are processed in 5-7 business days to your original payment method.'),
  faq(5, 'How do I pay?', 'After checkout a secure payment page opens where you pay with mobile money or a card. You can also pay from your wallet.'),
];
