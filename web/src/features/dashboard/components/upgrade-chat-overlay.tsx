import { UpgradeModal } from './upgrade-modal';

/** SPEC §2: shown when the plan's AI queries are used up. */
export function UpgradeChatOverlay({ onClose }: { onClose: () => void }) {
  return (
    <UpgradeModal title="Upgrade to keep chatting" onClose={onClose}>
      <p>You've exceeded the number of chats allowed in your plan.</p>
    </UpgradeModal>
  );
}
