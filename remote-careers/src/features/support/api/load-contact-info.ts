import { getContactInfo, type ContactInfo } from '@storefront/api-client';

/** The company's contact details; a failure is logged and the page shows its fallback values. */
export function loadContactInfo(): Promise<ContactInfo | null> {
  return getContactInfo().catch((error: unknown) => {
    console.error('Failed to load contact content', error);
    return null;
  });
}
