import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Modal } from '@/components/modal';

/** A plan limit reached: what happened, with Close and Upgrade (to /pricing). */
export function UpgradeModal({
  title,
  children,
  onClose,
  returnFocus,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  return (
    <Modal
      title={title}
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
      {children}
    </Modal>
  );
}
