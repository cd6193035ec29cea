import type { PriceKey } from '@contract/plans';

/**
 * What the web app is configured with at build time. Nothing secret belongs here: every value
 * ends up in the bundle. Without a Firebase API key the app runs against the local stack.
 */
const e = import.meta.env;

const firebaseApiKey = (e['VITE_FIREBASE_API_KEY'] as string | undefined) || undefined;

export const env = {
  productName: (e['VITE_PRODUCT_NAME'] as string | undefined) || 'Pautia',
  contactEmail: (e['VITE_CONTACT_EMAIL'] as string | undefined) || 'hola@pautia.app',
  backendUrl: ((e['VITE_BACKEND_URL'] as string | undefined) || '').replace(/\/+$/, ''),
  /**
   * Where the streamed answers (strategy, chat) are asked for: the `api` function's own URL in
   * production, because Firebase Hosting's rewrites buffer streams (ADR 18); else as backendUrl.
   */
  streamUrl: ((e['VITE_STREAM_URL'] as string | undefined) || (e['VITE_BACKEND_URL'] as string | undefined) || '').replace(/\/+$/, ''),
  local: !firebaseApiKey,
  firebase: firebaseApiKey
    ? {
        apiKey: firebaseApiKey,
        authDomain: e['VITE_FIREBASE_AUTH_DOMAIN'] as string,
        projectId: e['VITE_FIREBASE_PROJECT_ID'] as string,
        appId: e['VITE_FIREBASE_APP_ID'] as string,
      }
    : { apiKey: 'demo-api-key', authDomain: 'demo-pautia.firebaseapp.com', projectId: 'demo-pautia', appId: 'demo-app' },
  /** Stripe price ids per plan and period; the local checkout's ids by default in local mode. */
  prices: {
    'TRIAL:monthly': priceFor('TRIAL_MONTHLY', 'price_local_trial_monthly'),
    'PRO:monthly': priceFor('PRO_MONTHLY', 'price_local_pro_monthly'),
    'PRO:annual': priceFor('PRO_ANNUAL', 'price_local_pro_annual'),
    'PREMIUM:monthly': priceFor('PREMIUM_MONTHLY', 'price_local_premium_monthly'),
    'PREMIUM:annual': priceFor('PREMIUM_ANNUAL', 'price_local_premium_annual'),
  } satisfies Record<PriceKey, string | undefined>,
};

function priceFor(name: string, localDefault: string): string | undefined {
  const configured = e[`VITE_STRIPE_PRICE_${name}`] as string | undefined;
  if (configured !== undefined) return configured || undefined;
  return firebaseApiKey ? undefined : localDefault;
}
