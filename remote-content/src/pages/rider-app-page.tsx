import type { RiderAppPageData } from '@storefront/api-client';
import { PageMain } from '@storefront/ui';
import { useLoaderData } from 'react-router-dom';
import { RiderAppContent } from '../features/app-pages/components/rider-app-content';

/** /rider-app, with its page_data as its loader read it (null: the defaults). */
export default function RiderAppPage() {
  const page = useLoaderData() as RiderAppPageData | null;
  return (
    <PageMain>
      <RiderAppContent page={page} />
    </PageMain>
  );
}
