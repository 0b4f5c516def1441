import { PageMain } from '@storefront/shared';
import { DEFAULT_CONTACT_CHANNELS } from '../features/contact/logic/contact-channels';
import { PolicyDocument } from '../features/policy/components/policy-document';

/** /privacy, also the Terms of Use link's target (#terms-of-service). */
export default function PrivacyPage() {
  return (
    <PageMain>
      <PolicyDocument contact={DEFAULT_CONTACT_CHANNELS} />
    </PageMain>
  );
}
