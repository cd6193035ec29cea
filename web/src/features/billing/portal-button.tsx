import { useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useOpenBillingPortal } from './api/open-portal';
import { notePortalOpened } from './api/portal-return';

/**
 * Opens the customer portal (issue 29: update the card, see and download invoices): asks the
 * backend for a portal session and sends the browser there; the portal returns to My Plan.
 */
export function PortalButton({ text, className = 'btn btn-primary' }: { text: MessageId; className?: string }) {
  const { t } = useI18n();
  const { uid } = useCurrentUser();
  const { mutateAsync, isPending } = useOpenBillingPortal();
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function open() {
    if (!uid) return;
    setFailed(false);
    const result = await mutateAsync(uid);
    if (result.ok) {
      setLeaving(true);
      // Back from the portal, the payment banner reads the status again until the webhook caught up.
      notePortalOpened();
      window.location.assign(result.data.portalUrl);
    } else setFailed(true);
  }

  const busy = isPending || leaving;
  return (
    <>
      <button type="button" className={className} disabled={busy || !uid} aria-busy={busy} onClick={() => void open()}>
        {busy ? t('billing.portal.opening') : t(text)}
      </button>
      {failed ? (
        <span className="portal-error" role="alert">
          {t('billing.portal.failed')}
        </span>
      ) : null}
    </>
  );
}
