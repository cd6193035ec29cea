import type { InterfaceLanguage } from './languages.js';
import type { Plan } from './plans.js';

/** Request and response shapes of the backend (docs/product.md P10). */

export interface HealthResponse {
  ok: true;
  mode: 'local' | 'production';
  providers: { ai: string; billing: string; ads: string };
  /** The OpenAI model configured, when the AI provider is OpenAI. */
  model?: string;
}

export interface AuthGoogleRequest {
  uid: string;
  name?: string;
  email?: string;
  picture?: string;
  /** The interface language the browser shows now; stored when the user has none yet. */
  language?: InterfaceLanguage;
}

export interface UserRecord {
  uid: string;
  name: string;
  email: string;
  picture: string;
  plan: Plan;
  canChat: boolean;
  canCreateCampaign: boolean;
  /** The interface language the user chose (it follows them to any device); absent until known. */
  language?: InterfaceLanguage;
}

/** PUT `/users/{uid}/language`: the switch, once signed in. Answers the same shape. */
export interface LanguagePreference {
  language: InterfaceLanguage;
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
  /**
   * `past_due`: a payment failed and Stripe is retrying, the plan is kept; `on_hold`: the
   * retries ran out (unpaid) or the subscription is paused, features are Free's until it is paid.
   * Absent from older answers: read as 'ok'.
   */
  payment_state?: PaymentState;
  /** The plan the subscription is for (on hold: the plan that is held), or null without one. */
  subscription_plan?: Plan | null;
  /** When the subscription ends: its `cancel_at` (or the period end when it cancels then); null when it renews. */
  ends_at?: number | null;
  /** The next charge, when the subscription renews: date (seconds since the epoch) and amount. */
  next_charge?: { date: number; amount: Money } | null;
  /** What the subscription costs per period. */
  price?: { amount: Money; interval: 'month' | 'year' } | null;
  /** The card it charges, as the provider reports it. */
  card?: { brand: string; last4: string } | null;
}

export type PaymentState = 'ok' | 'past_due' | 'on_hold';

/** An amount in major units (20 = $20.00) with its ISO 4217 currency code, upper case. */
export interface Money {
  amount: number;
  currency: string;
}

/** POST `/api/suscripciones/{uid}/portal`: where the customer portal opens. */
export interface PortalResponse {
  portalUrl: string;
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
  /** Lines the answer proposes for one ad group, which the chat offers to add to that group's ad (the owner's lines once added). */
  suggestion?: ChatSuggestion;
}

/** Suggested ad lines for one ad group of one campaign, as a chat answer carries them. */
export interface ChatSuggestion {
  campaignId: string;
  /** The ad group's name, as stored (PATCH matches groups by name). */
  group: string;
  field: 'headlines' | 'descriptions';
  lines: string[];
}

/** GET `/chat/{uid}/history`: the stored exchanges of the current conversation, oldest first, within the plan's memory. */
export interface ChatHistoryResponse {
  exchanges: { message: string; response: string; createdAt: string; suggestion?: ChatSuggestion }[];
  /** How many exchanges the plan keeps (0: Free and Trial keep their history in the browser). */
  memory: number;
}

export interface OAuthStartResponse {
  url: string;
}
