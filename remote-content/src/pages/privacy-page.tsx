import { PageMain } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import type { PolicyReads } from '../features/policy/api/policy-reads';
import { PolicyDocument } from '../features/policy/components/policy-document';

/** /privacy, also the Terms of Use link's target (#terms-of-service), with what its loader read (readPolicies). */
export default function PrivacyPage() {
  const { page, info } = useLoaderData() as PolicyReads;
  return (
    <PageMain>
      <PolicyDocument page={page} info={info} />
    </PageMain>
  );
}
