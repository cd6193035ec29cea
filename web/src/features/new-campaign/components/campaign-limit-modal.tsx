import { useI18n } from '@/lib/i18n';
import { UpgradeModal } from '@/components/upgrade-modal';

/** docs/product.md P3.3: shown when the plan's campaigns are used up. */
export function CampaignLimitModal({ onClose, returnFocus }: { onClose: () => void; returnFocus?: () => HTMLElement | null }) {
  const { t } = useI18n();
  return (
    <UpgradeModal title={t('dashboard.campaignLimit.title')} onClose={onClose} returnFocus={returnFocus}>
      <p className="muted">{t('dashboard.campaignLimit.body')}</p>
    </UpgradeModal>
  );
}
