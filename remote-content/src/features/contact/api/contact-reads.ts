import { contentLoadErrorMessages, getContactInfo, type ContactInfo } from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

/** Company info, or null (the defaults) when it cannot be read; the failure is logged. */
export function readContactInfo(): Promise<ContactInfo | null> {
  const message = contentLoadErrorMessages.contact ?? 'Failed to load contact content';
  return logLoadFailure(message, getContactInfo()).catch(() => null);
}
