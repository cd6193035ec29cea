import DashboardPage from '@/features/dashboard/dashboard-page';
import { UsageMeter } from '@/features/usage/usage-meter';

/**
 * /dashboard. The app layer composes features: the usage meter (what the plan has left and when it
 * resets, shown before the limit) sits above the chat and the form.
 */
export default function DashboardRoute() {
  return (
    <>
      <div className="dashboard-usage">
        <UsageMeter />
      </div>
      <DashboardPage />
    </>
  );
}
