import type { UserAppPageData } from '@storefront/api-client';
import { PageMain } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import { UserAppContent } from '../features/app-pages/components/user-app-content';

/** /user-app, with its page_data as its loader read it (null: the defaults). */
export default function UserAppPage() {
  const page = useLoaderData() as UserAppPageData | null;
  return (
    <PageMain>
      <UserAppContent page={page} />
    </PageMain>
  );
}
