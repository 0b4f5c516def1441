import type { JsonObject } from '../../lib/json';
import { brand } from '../brand';
import { isoDayFrom } from '../seed-dates';

/**
 * The policies were last reviewed this many days before the seed day: recent enough to be
 * believed, never a date in the future.
 */
const POLICY_AGE_DAYS = 75;

/**
 * The policy texts name the company's e-mail, phone and address through placeholders
 * (`{{company_email}}`, `{{company_phone}}`, `{{company_address}}`) that the content answer fills
 * from the contact details, and `contact_email` is filled the same way: the policies can never
 * give other details than /contact, /support and the footer.
 */
export const privacyPage = (today: Date): JsonObject => ({
  title: 'Privacy and Policies',
  page_data: {
    show_privacy_policy: true,
    show_refund_policy: true,
    show_terms_of_service: true,
    last_updated: isoDayFrom(today, -POLICY_AGE_DAYS),
    privacy_policy: [
      `<p>${brand.name} collects only the information needed to take and deliver your orders: your name, e-mail address, phone number, delivery addresses and order history.</p>`,
      '<p>We share your name, phone number and delivery address with the restaurant and the rider handling your order, and with our payment provider when you pay. We never sell your personal information.</p>',
      '<p>You can update your profile at any time and request deletion of your account from your profile page. Deletion removes your personal information and order history.</p>',
      '<p>To ask what we hold about you, or to have it corrected, write to {{company_email}} or call {{company_phone}}.</p>',
    ].join(''),
    refund_policy: [
      '<p>You can cancel an order free of charge before the restaurant starts preparing it.</p>',
      '<p>If something is wrong with your order, request a refund through a support ticket within 24 hours of receiving it.</p>',
      '<p>Eligible refunds are processed within 5-7 business days to the original payment method.</p>',
    ].join(''),
    terms_of_service: [
      `<p>By using ${brand.name} you agree to provide accurate information, to pay for the orders you place and to treat restaurant staff and riders with respect.</p>`,
      '<p>Prices are shown in Zambian kwacha and include the tax, delivery and handling fees shown in your cart before you pay.</p>',
      '<p>Delivery times are estimates. We are not responsible for delays caused by weather, traffic or events outside our control, but we will always keep you informed.</p>',
      `<p>These terms are offered by ${brand.name}, {{company_address}}.</p>`,
    ].join(''),
  },
});
