import { getContactInfo, type ContactInfo } from '@storefront/api-client';

/** The support page's loader: the company's contact details; a failure is logged and the page shows its fallback values. */
export function readContactInfo(): Promise<ContactInfo | null> {
  return getContactInfo().catch((error: unknown) => {
    console.error('Failed to load contact content', error);
    return null;
  });
}
