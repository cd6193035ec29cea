import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Modal } from './modal';

/** SPEC §2: shown when the plan's campaigns (or AI queries) are used up. */
export function CampaignLimitModal({ onClose, returnFocus }: { onClose: () => void; returnFocus?: () => HTMLElement | null }) {
  return (
    <Modal
      title="Upgrade your plan to create more campaigns"
      onClose={onClose}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
          <Link to={paths.pricing} className="btn btn-primary">
            Upgrade
          </Link>
        </>
      }
    >
      <p className="muted">Your plan's campaign allowance is used up. Your form stays here if you want to come back to it.</p>
    </Modal>
  );
}
