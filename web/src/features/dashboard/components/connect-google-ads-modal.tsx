import { env } from '@/config/env';
import { Modal } from '@/components/modal';

interface Props {
  connecting: boolean;
  error: string | null;
  onConnect: () => void;
  onCancel: () => void;
}

/** SPEC §2: asks for the Google Ads authorisation that campaign creation needs. */
export function ConnectGoogleAdsModal({ connecting, error, onConnect, onCancel }: Props) {
  return (
    <Modal
      title="Connect Google Ads to continue"
      onClose={onCancel}
      locked={connecting}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={connecting}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onConnect} disabled={connecting}>
            {connecting ? 'Connecting…' : 'Connect'}
          </button>
        </>
      }
    >
      <p>To create campaigns from {env.productName}, you need to authorize access to your Google Ads account.</p>
      <p className="muted dashboard-modal-note">You can revoke this access at any time in your Google Account's security settings.</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
