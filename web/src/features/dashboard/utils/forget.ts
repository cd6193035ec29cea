import { clearDraft } from './campaign-draft';
import { CHAT_HISTORY_KEY } from './chat-history';

/** Sign-out: the next person on this browser must not see this user's conversation or form draft. */
export function forgetDashboardData(): void {
  try {
    localStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  clearDraft();
}
