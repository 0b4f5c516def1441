import { useLoaderData } from 'react-router-dom';
import type { DashboardReads } from '../features/dashboard/api/dashboard-reads';
import { Dashboard } from '../features/dashboard/components/dashboard';
import type { SessionEnded } from '../features/user-area/api/session-gate';
import { UserAreaPage } from '../features/user-area/components/user-area-page';

/** /user/dashboard: signed-in customers only, with what its loader read (readDashboard). */
export default function DashboardPage() {
  const loaded = useLoaderData() as DashboardReads | SessionEnded;
  return <UserAreaPage loaded={loaded}>{(reads) => <Dashboard loaded={reads} />}</UserAreaPage>;
}
