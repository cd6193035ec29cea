import { UpgradeModal } from './upgrade-modal';

/** SPEC §2: shown when the plan's campaigns are used up. */
export function CampaignLimitModal({ onClose, returnFocus }: { onClose: () => void; returnFocus?: () => HTMLElement | null }) {
  return (
    <UpgradeModal title="Upgrade your plan to create more campaigns" onClose={onClose} returnFocus={returnFocus}>
      <p className="muted">Your plan's campaign allowance is used up. Your form stays here if you want to come back to it.</p>
    </UpgradeModal>
  );
}
