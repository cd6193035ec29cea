import DashboardPage from '@/features/dashboard/dashboard-page';
import { UsageMeter } from '@/features/usage/usage-meter';
import { PageTitle, useI18n } from '@/lib/i18n';

/**
 * /dashboard. The app layer composes features: the usage meter (what the plan has left and when it
 * resets, shown before the limit) sits above the chat and the form.
 */
export default function DashboardRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={t('dashboard.title')} />
      <div className="dashboard-usage">
        <UsageMeter />
      </div>
      <DashboardPage />
    </>
  );
}
