import type { Plan } from './plans.js';

/** Request and response shapes of the backend (DESIGN.md §4). */

export interface HealthResponse {
  ok: true;
  mode: 'local' | 'production';
  providers: { ai: string; billing: string; ads: string };
}

export interface AuthGoogleRequest {
  uid: string;
  name?: string;
  email?: string;
  picture?: string;
}

export interface UserRecord {
  uid: string;
  name: string;
  email: string;
  picture: string;
  plan: Plan;
  canChat: boolean;
  canCreateCampaign: boolean;
}

export interface SubscriptionStatusResponse {
  plan: Plan;
  status: string;
  cancel_at_period_end: boolean;
  /** Seconds since the epoch, or null when there is no period. */
  current_period_end: number | null;
  message: string;
  /** The subscription these fields describe, or null on the Free plan: a cancelation remembered in
   * the browser belongs to this one subscription only. */
  subscription_id: string | null;
}

export interface CheckoutRequest {
  email: string;
  priceId: string;
}

export interface CheckoutResponse {
  checkoutUrl: string;
}

export interface ChatRequest {
  userId: string;
  message: string;
}

export interface ChatResponse {
  response: string;
}

export interface OAuthStartResponse {
  url: string;
}
