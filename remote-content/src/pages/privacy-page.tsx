import { PageMain } from '@storefront/ui';
import { PolicyDocument } from '../features/policy/components/policy-document';

/** /privacy, also the Terms of Use link's target (#terms-of-service). */
export default function PrivacyPage() {
  return (
    <PageMain>
      <PolicyDocument />
    </PageMain>
  );
}
