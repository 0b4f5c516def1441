import { PageMain } from '@storefront/ui';
import { MerchantAppContent } from '../features/app-pages/components/merchant-app-content';

export default function MerchantAppPage() {
  return (
    <PageMain>
      <MerchantAppContent />
    </PageMain>
  );
}
