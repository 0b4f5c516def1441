import type { MerchantAppPageData } from '@storefront/api-client';
import { PageMain } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import { MerchantAppContent } from '../features/app-pages/components/merchant-app-content';

/** /merchant-app, with its page_data as its loader read it (null: the defaults). */
export default function MerchantAppPage() {
  const page = useLoaderData() as MerchantAppPageData | null;
  return (
    <PageMain>
      <MerchantAppContent page={page} />
    </PageMain>
  );
}
