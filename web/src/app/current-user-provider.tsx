import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { normalizePlan } from '@contract/plans';
import { accountQuery } from '@/lib/account';
import { useApiClient } from '@/lib/api-client';
import { CurrentUserContext, planAllows, type CurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session';
import { subscriptionStatusQuery } from '@/lib/subscription-status';

/**
 * useCurrentUser()'s value, from the query cache: the sign-in record and the subscription status.
 * The plan is the status's when a screen has read it in this session (the payment banner on every
 * signed-in page, My Plan, Pricing, the success page's polling), else the sign-in record's. It never
 * asks the server itself: the server enforces the plan on every request anyway.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const api = useApiClient();
  const { data: stored } = useQuery(accountQuery);
  const uid = stored?.uid ?? null;
  const { data: status } = useQuery({ ...subscriptionStatusQuery(api, uid ?? ''), enabled: false });
  const plan = status ? normalizePlan(status.plan, status.status) : normalizePlan(stored?.plan);
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
