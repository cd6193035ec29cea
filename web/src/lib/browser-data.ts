/**
 * What this browser keeps about the signed-in user besides `userData` (lib/user-data.ts): the chat's
 * history (the SPEC's `chatHistory`, local storage) and the campaign form in progress (this tab's
 * session storage). The features own what is inside; the keys sit here so sign-out can forget them
 * without loading those features.
 */
export const CHAT_HISTORY_KEY = 'chatHistory';
export const CAMPAIGN_DRAFT_KEY = 'campaignDraft';

/** Sign-out: the next person on this browser must not see this user's conversation or form draft. */
export function forgetSignedInData(): void {
  try {
    localStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  try {
    sessionStorage.removeItem(CAMPAIGN_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
