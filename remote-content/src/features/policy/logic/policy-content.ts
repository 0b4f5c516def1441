import { BRAND_NAME } from '@storefront/ui';
import {
  contactDetailsFrom,
  DEFAULT_POLICY_LAST_UPDATED,
  type ContactInfo,
  type PolicyPage,
  type PolicyPageData,
} from '@storefront/api-client';

export const DEFAULT_POLICY_TITLE = 'Privacy and Policies';

export type PolicySectionId = 'privacy-policy' | 'refund-policy' | 'terms-of-service';

export interface PolicySection {
  id: PolicySectionId;
  title: string;
  /** The built-in wording, shown when the content service sends none. */
  paragraphs: readonly string[];
  /** The content service's own wording (HTML, rendered sanitised). */
  html?: string;
}

/** The policies' built-in text, used where the content has none; the refund terms are the storefront's stated ones. */
export const policySections: readonly PolicySection[] = [
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      `${BRAND_NAME} collects only the information needed to take and deliver your orders: your name, e-mail address, phone number, delivery addresses and order history.`,
      'We share your name, phone number and delivery address with the restaurant and the rider handling your order, and with our payment provider when you pay. We never sell your personal information.',
      'You can update your profile at any time and request deletion of your account from your profile page. Deletion removes your personal information and order history.',
    ],
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    paragraphs: [
      'You can cancel an order free of charge before the restaurant starts preparing it.',
      'If something is wrong with your order, request a refund within 24 hours of receiving it by submitting a support ticket.',
      'Approved refunds are processed within 5-7 business days to the original payment method.',
    ],
  },
  {
    id: 'terms-of-service',
    title: 'Terms of Service',
    paragraphs: [
      `By using ${BRAND_NAME} you agree to provide accurate information, to pay for the orders you place and to treat restaurant staff and riders with respect.`,
      'Prices are shown in Zambian kwacha (ZK) and include the tax, delivery and handling fees shown in your cart before you pay.',
      'Delivery times are estimates. We are not responsible for delays caused by weather, traffic or events outside our control, but we will always keep you informed.',
    ],
  },
];

const fieldsOf: Record<PolicySectionId, { flag: keyof PolicyPageData; text: keyof PolicyPageData }> = {
  'privacy-policy': { flag: 'show_privacy_policy', text: 'privacy_policy' },
  'refund-policy': { flag: 'show_refund_policy', text: 'refund_policy' },
  'terms-of-service': { flag: 'show_terms_of_service', text: 'terms_of_service' },
};

/**
 * The sections to show: each one unless its page_data flag is false (no data: all of them), with
 * the content's own wording where it has some.
 */
export function shownPolicySections(data: PolicyPageData | null): PolicySection[] {
  return policySections
    .filter((section) => data?.[fieldsOf[section.id].flag] !== false)
    .map((section) => {
      const html = data?.[fieldsOf[section.id].text];
      return typeof html === 'string' && html.trim() ? { ...section, html } : section;
    });
}

// Made on first use: building a date format loads its locale's data, a task of its own on a phone,
// which every page importing this module would otherwise pay.
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = () => (dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** 'June 1, 2024' from '2024-06-01'; other wording as it came; the storefront's default when there is none. */
export function formatLastUpdated(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return DEFAULT_POLICY_LAST_UPDATED;
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return text;
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : longDate().format(time);
}

export interface PolicyView {
  title: string;
  lastUpdated: string;
  sections: PolicySection[];
  contactEmail: string | null;
}

/** What the page shows for a loaded page, or for none (the defaults). */
export function policyView(page: PolicyPage | null): PolicyView {
  const data = page?.page_data ?? null;
  return {
    title: page?.title?.trim() || DEFAULT_POLICY_TITLE,
    lastUpdated: formatLastUpdated(data?.last_updated),
    sections: shownPolicySections(data),
    contactEmail: data?.contact_email?.trim() || null,
  };
}

/** How to reach the company, as the Contact Us block shows it. */
export interface PolicyContactDetails {
  email: string;
  phone: string;
  address: string;
}

/**
 * The Contact Us block's details: the company info, the one /contact, /support and the footer
 * show, so the policies never name other details. Where the company info could not be loaded,
 * the policy's own e-mail stands in for its e-mail, and the storefront's defaults for the rest.
 */
export function policyContact(contactEmail: string | null, info: ContactInfo | null): PolicyContactDetails {
  const details = contactDetailsFrom(info);
  return {
    email: info?.company_email?.trim() || contactEmail || details.company_email,
    phone: details.company_phone,
    address: details.company_address,
  };
}
