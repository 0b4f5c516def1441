import {
  apiErrorMessage,
  contactDetailsFrom,
  DEFAULT_SUPPORT_ISSUE_TYPE,
  type ContactInfo,
  type SupportIssueType,
  type SupportTicket,
} from '@storefront/api-client';

/** The seven issue types with the labels the form shows. */
export const issueTypeOptions: readonly { value: SupportIssueType; label: string }[] = [
  { value: 'order-issue', label: 'Order Issue' },
  { value: 'delivery-issue', label: 'Delivery Issue' },
  { value: 'payment-issue', label: 'Payment Issue' },
  { value: 'account-issue', label: 'Account Issue' },
  { value: 'restaurant-feedback', label: 'Restaurant Feedback' },
  { value: 'app-website-feedback', label: 'App/Website Feedback' },
  { value: 'other', label: 'Other' },
];

/** What the ticket form holds (the contract schema's input): every field as typed, the issue type preset to order-issue. */
export interface SupportTicketFormValues {
  name: string;
  email: string;
  orderNumber?: string;
  issueType: SupportIssueType;
  message: string;
}

export const emptyTicket: SupportTicketFormValues = {
  name: '',
  email: '',
  orderNumber: '',
  issueType: DEFAULT_SUPPORT_ISSUE_TYPE,
  message: '',
};

/** The ticket as sent: the order number only when one was given. */
export function ticketPayload(ticket: SupportTicket): SupportTicket {
  const orderNumber = ticket.orderNumber?.trim();
  return { ...ticket, orderNumber: orderNumber ? orderNumber : undefined };
}

/**
 * The product gives no text for a ticket that could not be sent (its original only logged the
 * ticket); this storefront sends it, so it says so when that fails.
 */
export const TICKET_FAILED = 'Failed to submit your ticket. Please try again.';

/** What to say when the ticket was not accepted: the server's reason, else `TICKET_FAILED`. */
export function ticketFailureMessage(error: unknown): string {
  return apiErrorMessage(error) ?? TICKET_FAILED;
}

/** The four questions of the support page. */
export const SUPPORT_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I track my order?',
    answer:
      'Sign in and open your dashboard: each order shows its status as it moves from processing to on the way and delivered.',
  },
  {
    question: 'What if my order is late?',
    answer:
      'Busy times can slow deliveries down. If your order is well past its expected time, submit a ticket with your order number and we will check with the restaurant and the rider.',
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'You can cancel an order only before the restaurant starts preparing it. Once preparation has started, it can no longer be cancelled.',
  },
  {
    question: 'How do refunds work?',
    answer:
      'Refunds are handled through a support ticket: submit one with your order number and the reason. Eligible refunds are processed within 5-7 business days.',
  },
];

/** The support hours the page states. */
export const SUPPORT_HOURS = ['Monday - Friday: 8:00 AM - 10:00 PM', 'Saturday - Sunday: 9:00 AM - 8:00 PM'] as const;

/**
 * The support e-mail and phone from the company info (the ones /contact, /privacy and the footer
 * show), each falling back on its own to the contract's default.
 */
export function supportContact(info: ContactInfo | null): { email: string; phone: string } {
  const details = contactDetailsFrom(info);
  return { email: details.company_email, phone: details.company_phone };
}

/** A `tel:` link: the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
