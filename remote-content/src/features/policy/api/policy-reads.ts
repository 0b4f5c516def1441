import { contentLoadErrorMessages, fetchContent, getContactInfo, type ContactInfo, type PolicyPage } from '@storefront/api-client';
import { logLoadFailure } from '@storefront/ui';

/** The privacy content, or null (the defaults) when it fails to load; the failure is only logged. */
function loadPolicyPage(): Promise<PolicyPage | null> {
  const message = contentLoadErrorMessages.privacy ?? 'Failed to load privacy content';
  return logLoadFailure(message, fetchContent('privacy')).then(
    (content) => content.page,
    () => null,
  );
}

/** The company info, or null (the defaults) when it fails to load; the failure is only logged. */
function loadCompanyInfo(): Promise<ContactInfo | null> {
  const message = contentLoadErrorMessages.contact ?? 'Failed to load contact content';
  return logLoadFailure(message, getContactInfo()).catch(() => null);
}

export interface PolicyReads {
  page: PolicyPage | null;
  info: ContactInfo | null;
}

/** The privacy page's loader: both reads at once, so its contact block never changes under the reader. */
export async function readPolicies(): Promise<PolicyReads> {
  const [page, info] = await Promise.all([loadPolicyPage(), loadCompanyInfo()]);
  return { page, info };
}
