/**
 * What this browser keeps about the signed-in user besides `userData` (lib/user-data.ts): the chat's
 * history (the SPEC's `chatHistory`, local storage) and the campaign form in progress (this tab's
 * session storage). The features own what is inside; the keys sit here so sign-out can forget them
 * without loading those features.
 */
export const CHAT_HISTORY_KEY = 'chatHistory';
export const CAMPAIGN_DRAFT_KEY = 'campaignDraft';
/** The Spanish the owner's country chose (lib/i18n/profile-country.ts). */
export const SPANISH_VARIETY_KEY = 'pautia.variety';

/** Sign-out: the next person on this browser must not see this user's conversation or form draft. */
export function forgetSignedInData(): void {
  try {
    localStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  try {
    // The Spanish the owner's country chose: the next person reads their browser's.
    localStorage.removeItem(SPANISH_VARIETY_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  try {
    sessionStorage.removeItem(CAMPAIGN_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
