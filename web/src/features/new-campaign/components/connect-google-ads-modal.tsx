import { env } from '@/config/env';
import { Modal } from '@/components/modal';
import { useI18n } from '@/lib/i18n';

interface Props {
  connecting: boolean;
  error: string | null;
  onConnect: () => void;
  onCancel: () => void;
}

/** docs/product.md P8.1: asks for the Google Ads authorisation that campaign creation needs. */
export function ConnectGoogleAdsModal({ connecting, error, onConnect, onCancel }: Props) {
  const { t } = useI18n();
  return (
    <Modal
      title={t('dashboard.connect.title')}
      onClose={onCancel}
      locked={connecting}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={connecting}>
            {t('dashboard.connect.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConnect} disabled={connecting}>
            {connecting ? t('dashboard.connect.connecting') : t('dashboard.connect.connect')}
          </button>
        </>
      }
    >
      <p>{t('dashboard.connect.body', { product: env.productName })}</p>
      <p className="muted dashboard-modal-note">{t('dashboard.connect.revoke')}</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
