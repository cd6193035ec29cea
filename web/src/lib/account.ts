import { useSession } from './session';
import { readUserData } from './user-data';

/** Who is signed in, for screens that show or ask about the account. */
export interface Account {
  /**
   * The uid in stored user data (`userData`, written at sign-in: docs/product.md P5): what the campaign
   * list, the plan status and the success page ask about. null when there is none (their "no stored uid").
   */
  uid: string | null;
  /** From the session first, stored user data second ('' when neither has it). */
  name: string;
  email: string;
  picture: string;
}

/**
 * The account as the session and stored user data describe it, read at render. Without the plan on
 * purpose: this stays light enough for the navigation bar, which every page loads first; screens
 * that decide features use useCurrentUser() (lib/current-user.ts).
 */
export function useAccount(): Account {
  const { user } = useSession();
  const stored = readUserData();
  return {
    uid: stored?.uid ?? null,
    name: user?.displayName || stored?.name || '',
    email: user?.email || stored?.email || '',
    picture: user?.photoURL || stored?.picture || '',
  };
}
