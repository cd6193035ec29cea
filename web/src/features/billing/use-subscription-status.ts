import type { SubscriptionStatusResponse } from '@contract/api';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api-client';
import { readUserData } from '@/lib/user-data';
import { getSubscriptionStatus } from './api/get-subscription-status';

export type StatusState =
  | { status: 'loading' }
  | { status: 'ready'; data: SubscriptionStatusResponse }
  /** `reason` is 'no-uid' when there is no stored user data to ask about. */
  | { status: 'failed'; reason: 'no-uid' | 'request'; httpStatus?: number };

/** The signed-in user's subscription status, fetched once for the uid in stored user data. */
export function useSubscriptionStatus(): StatusState {
  const api = useApiClient();
  const uid = readUserData()?.uid;
  const [state, setState] = useState<StatusState>(uid ? { status: 'loading' } : { status: 'failed', reason: 'no-uid' });

  useEffect(() => {
    if (!uid) return;
    let active = true;
    void getSubscriptionStatus(api, uid).then((result) => {
      if (!active) return;
      setState(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', reason: 'request', httpStatus: result.status });
    });
    return () => {
      active = false;
    };
  }, [api, uid]);

  return state;
}
