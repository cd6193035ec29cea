import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Modal } from './modal';

/** SPEC §2: shown when the plan's AI queries are used up. */
export function UpgradeChatOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Upgrade to keep chatting"
      onClose={onClose}
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
      <p>You've exceeded the number of chats allowed in your plan.</p>
    </Modal>
  );
}
