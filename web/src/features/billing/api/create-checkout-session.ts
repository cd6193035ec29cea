import type { CheckoutRequest, CheckoutResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /api/suscripciones/crear-session {email, priceId}: answers the hosted checkout's `checkoutUrl`. */
export function createCheckoutSession(api: ApiClient, request: CheckoutRequest) {
  return api<CheckoutResponse>(apiPaths.createCheckout, { method: 'POST', body: request, timeoutMs: 30_000 });
}
