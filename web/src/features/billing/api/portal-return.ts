import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { getSubscriptionStatus } from '@/lib/subscription-status';
import { billingKeys } from './keys';

/**
 * Back from the customer portal with a payment still owed: Stripe reports the paid
 * invoice to the webhook a moment after the portal sends the browser back, so the first read can
 * still say the payment failed. For a while after the portal was opened from this tab, the status
 * is read again, fresh (ADR 19), until the payment is no longer owed or the attempts run out.
 */
export const PORTAL_RECHECK_ATTEMPTS = 10;
export const PORTAL_RECHECK_INTERVAL_MS = 3000;
/** How long after opening the portal a return counts as one (the portal may stay open a while). */
export const PORTAL_RETURN_WINDOW_MS = 60 * 60_000;

const KEY = 'billingPortalOpenedAt';

/** Called just before the browser leaves for the portal. */
export function notePortalOpened(): void {
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the banner then waits for the next read instead.
  }
}

function openedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < PORTAL_RETURN_WINDOW_MS;
  } catch {
    return false;
  }
}

function forgetPortal(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** Reads the status again until the payment is no longer owed; each answer becomes the kept status. */
export async function recheckAfterPortal(api: ApiClient, uid: string, queryClient: QueryClient, signal: AbortSignal): Promise<boolean> {
  for (let attempt = 1; attempt <= PORTAL_RECHECK_ATTEMPTS && !signal.aborted; attempt++) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PORTAL_RECHECK_INTERVAL_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal.aborted) break;
    const result = await getSubscriptionStatus(api, uid, { fresh: true });
    if (result.ok) {
      queryClient.setQueryData(userKeys.subscription(uid), result.data);
      if ((result.data.payment_state ?? 'ok') === 'ok') {
        forgetPortal();
        return true;
      }
    }
  }
  if (!signal.aborted) forgetPortal();
  return false;
}

/** While `owed` and the portal was opened from this tab lately, re-reads the status (see above). */
export function useRecheckAfterPortal(uid: string, owed: boolean): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const enabled = owed && openedRecently();
  useQuery({
    queryKey: billingKeys.portalReturn(uid),
    queryFn: ({ signal }) => recheckAfterPortal(api, uid, queryClient, signal),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
}
