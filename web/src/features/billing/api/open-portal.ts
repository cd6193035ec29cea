import type { PortalResponse } from '@contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';

/** POST /api/suscripciones/{uid}/portal (no body): where the customer portal opens. */
export function openBillingPortal(api: ApiClient, uid: string) {
  return api<PortalResponse>(apiPaths.billingPortal(uid), { method: 'POST', timeoutMs: 30_000 });
}

/** As a mutation: the caller sends the browser to `portalUrl`; the portal returns to My Plan. */
export function useOpenBillingPortal() {
  const api = useApiClient();
  return useMutation({ mutationFn: (uid: string) => openBillingPortal(api, uid) });
}
