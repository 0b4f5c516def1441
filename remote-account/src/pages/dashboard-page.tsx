import { useLoaderData } from 'react-router-dom';
import type { DashboardReads } from '../features/dashboard/api/dashboard-reads';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { useTopupInPage } from '../features/dashboard/hooks/use-topup-in-page';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/** /user/dashboard: signed-in customers only, with what its loader read (readDashboard); its action starts a top-up. */
export default function DashboardPage() {
  const loaded = useLoaderData() as DashboardReads | SessionEnded;
  const topupInPage = useTopupInPage();
  return <UserAreaPage loaded={loaded}>{(reads) => <Dashboard loaded={reads} topupInPage={topupInPage} />}</UserAreaPage>;
}
