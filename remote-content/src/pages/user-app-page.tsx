import { PageMain } from '@storefront/ui';
import { UserAppContent } from '../features/app-pages/components/user-app-content';

export default function UserAppPage() {
  return (
    <PageMain>
      <UserAppContent />
    </PageMain>
  );
}
