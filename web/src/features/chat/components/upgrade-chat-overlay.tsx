import { useI18n } from '@/lib/i18n';
import { UpgradeModal } from '@/components/upgrade-modal';

/** docs/product.md P4.1: shown when the plan's AI queries are used up. */
export function UpgradeChatOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <UpgradeModal title={t('dashboard.chatLimit.title')} onClose={onClose}>
      <p>{t('dashboard.chatLimit.body')}</p>
    </UpgradeModal>
  );
}
