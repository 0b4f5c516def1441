import type { JsonObject } from '../../lib/json';

export const faqItems: JsonObject[] = [
  { id: 1, question: 'Where do you deliver?', answer: 'We deliver in Lusaka, Kitwe, Ndola and Livingstone, and we are adding new towns every month.', is_featured: true, sort_order: 1 },
  { id: 2, question: 'How is the delivery fee calculated?', answer: 'Delivery costs a fixed rate per kilometre between the kitchen and your address. You see the fee, tax and handling fee in your cart before you pay.', is_featured: true, sort_order: 2 },
  { id: 3, question: 'How do I pay?', answer: 'After you check out we open a secure payment page where you can pay with mobile money or a card. You can also top up your wallet from your dashboard.', is_featured: true, sort_order: 3 },
  { id: 4, question: 'Can I track my order?', answer: 'Yes. Open your dashboard and choose the order to see whether it is pending, being prepared, on the way or delivered.', is_featured: true, sort_order: 4 },
  { id: 5, question: 'Can I cancel an order?', answer: 'You can cancel free of charge before the restaurant starts preparing your food. Open a support ticket with your order number.', is_featured: false, sort_order: 5 },
  { id: 6, question: 'How do refunds work?', answer: 'Request a refund through a support ticket within 24 hours of receiving your order. Eligible refunds are processed in 5-7 business days to your original payment method.', is_featured: false, sort_order: 6 },
  { id: 7, question: 'Do you cater for events?', answer: 'Yes. Our catering bundles serve from 10 to 500 guests. Order at least 24 to 72 hours ahead, depending on the bundle.', is_featured: false, sort_order: 7 },
  { id: 8, question: 'Can I order pickup or dine-in instead of delivery?', answer: 'Yes. Choose Pickup or Dine-in in your cart and add any instructions for the restaurant.', is_featured: false, sort_order: 8 },
];
