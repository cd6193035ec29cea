import type { AlertKind, PreferencesPatch } from '@contract/notifications';
import { useI18n, type MessageId } from '@/lib/i18n';
import { usePreferences, useUpdatePreferences } from './api/notifications';
import './notifications.css';

// Every kind, in the order the profile lists them (a Record, so a new kind fails to typecheck here).
const KIND_LABEL: Record<AlertKind, MessageId> = {
  SPEND_PACING: 'notifications.kind.SPEND_PACING',
  NO_CONVERSIONS: 'notifications.kind.NO_CONVERSIONS',
  TRACKING_SILENT: 'notifications.kind.TRACKING_SILENT',
  ADS_POLICY: 'notifications.kind.ADS_POLICY',
  LIMITED_BY_BUDGET: 'notifications.kind.LIMITED_BY_BUDGET',
};

/** The profile's e-mail and alert switches: the weekly report (opt-in), alert e-mails, each kind of alert. */
export default function NotificationPreferences() {
  const { t } = useI18n();
  const { data, isError } = usePreferences();
  const update = useUpdatePreferences();
  const save = (patch: PreferencesPatch) => update.mutate(patch);
  const failed = update.data && !update.data.ok;

  return (
    <section id="notifications" className="card notification-preferences" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">{t('notifications.preferences.heading')}</h2>
      <p className="muted">{t('notifications.preferences.intro')}</p>
      {isError ? (
        <p className="muted">{t('notifications.loadFailed')}</p>
      ) : !data ? (
        <p className="muted">{t('notifications.loading')}</p>
      ) : (
        <>
          <fieldset>
            <legend>{t('notifications.preferences.mail')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={data.weeklyReport} onChange={(e) => save({ weeklyReport: e.target.checked })} />
              {t('notifications.preferences.weeklyReport')}
            </label>
            <label className="checkbox">
              <input type="checkbox" checked={data.alertEmails} onChange={(e) => save({ alertEmails: e.target.checked })} />
              {t('notifications.preferences.alertEmails')}
            </label>
          </fieldset>
          <fieldset>
            <legend>{t('notifications.preferences.kinds')}</legend>
            {(Object.keys(KIND_LABEL) as AlertKind[]).map((kind) => (
              <label key={kind} className="checkbox">
                <input type="checkbox" checked={data.alerts[kind]} onChange={(e) => save({ alerts: { [kind]: e.target.checked } })} />
                {t(KIND_LABEL[kind])}
              </label>
            ))}
          </fieldset>
          {failed && (
            <p className="alert alert-error" role="alert">
              {t('notifications.preferences.saveFailed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
