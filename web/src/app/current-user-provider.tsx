import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { normalizePlan } from '@contract/plans';
import { accountQuery, storeAccount } from '@/lib/account';
import { useApiClient } from '@/lib/api-client';
import { CurrentUserContext, planAllows, type CurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session';
import { subscriptionStatusQuery } from '@/lib/subscription-status';

/**
 * useCurrentUser()'s value, from the query cache: the sign-in record and the subscription status.
 * The plan is the status's when a screen has read it in this session (the payment banner on every
 * signed-in page, My Plan, Pricing, the success page's polling), else the sign-in record's. A status
 * that names another plan is written into the sign-in record, so the next page load (a reload right
 * after checkout) starts from the plan the owner now has instead of waiting for the status again. It
 * never asks the server itself: the server enforces the plan on every request anyway.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const api = useApiClient();
  const { data: stored } = useQuery(accountQuery);
  const uid = stored?.uid ?? null;
  const { data: status } = useQuery({ ...subscriptionStatusQuery(api, uid ?? ''), enabled: false });
  const plan = status ? normalizePlan(status.plan, status.status) : normalizePlan(stored?.plan);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status && stored && normalizePlan(stored.plan) !== plan) storeAccount(queryClient, { ...stored, plan });
  }, [status, stored, plan, queryClient]);
  const value = useMemo<CurrentUser>(
    () => ({
      uid,
      name: user?.displayName || stored?.name || '',
      email: user?.email || stored?.email || '',
      picture: user?.photoURL || stored?.picture || '',
      plan,
      can: (feature) => planAllows(plan, feature),
    }),
    [uid, user, stored, plan],
  );
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}
