import { PageMain } from '@storefront/ui';
import { RiderAppContent } from '../features/app-pages/components/rider-app-content';

export default function RiderAppPage() {
  return (
    <PageMain>
      <RiderAppContent />
    </PageMain>
  );
}
