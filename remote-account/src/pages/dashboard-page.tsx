import { Dashboard } from '../features/dashboard/components/dashboard';
import { RequireSession } from '../features/user-area/components/require-session';
import { UserAreaLayout } from '../features/user-area/components/user-area-layout';

/** /user/dashboard: signed-in customers only. */
export default function DashboardPage() {
  return (
    <RequireSession>
      <UserAreaLayout>
        <Dashboard />
      </UserAreaLayout>
    </RequireSession>
  );
}
