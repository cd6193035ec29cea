import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Modal } from '@/components/modal';
import { useI18n } from '@/lib/i18n';

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
  const { t } = useI18n();
  return (
    <Modal
      title={title}
      onClose={onClose}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('dashboard.upgrade.close')}
          </button>
          <Link to={paths.pricing} className="btn btn-primary">
            {t('dashboard.upgrade.upgrade')}
          </Link>
        </>
      }
    >
      {children}
    </Modal>
  );
}
