/**
 * Billing behind one interface (docs/product.md P14): Stripe, or the local checkout stand-in that keeps
 * Stripe-shaped objects in Firestore. Chosen once, in services.ts, from `config.providers.billing`.
 * Webhook signatures are not part of it: both are verified by the same Stripe code path.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local-checkout';
  /** Creates the customer that will own the user's subscriptions; answers its id. */
  createCustomer(input: { uid: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout page for one subscription; answers where to send the browser. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /**
   * Ends an open checkout session so it can no longer be paid (a newer one replaced it); does
   * nothing when it is no longer open.
   */
  expireCheckoutSession(id: string): Promise<void>;
  /** The subscription as the provider knows it now (the source of truth), or null when there is none. */
  retrieveSubscription(id: string): Promise<BillingSubscription | null>;
  /** Keeps the subscription until the end of the current period, then ends it. */
  scheduleCancelAtPeriodEnd(id: string): Promise<BillingSubscription>;
  /**
   * Undoes a scheduled cancelation, whichever way it was set: `cancel_at_period_end: false`, or a
   * `cancel_at` date cleared (the one does not clear the other). The subscription renews again.
   */
  resume(id: string): Promise<BillingSubscription>;
  /**
   * The customer portal: update the payment method, see and download invoices. Answers
   * where to send the browser; it comes back to `returnUrl`.
   */
  createPortalSession(input: { customerId: string; returnUrl: string; locale: 'en' | 'es' }): Promise<{ url: string }>;
  /** Whether the customer ever had a trial at the provider (one trial per person). */
  customerHadTrial(customerId: string): Promise<boolean>;
  /** Ends a subscription now (an upgrade replaced it); does nothing when it has already ended. */
  cancelNow(id: string): Promise<void>;
}

export interface CheckoutSessionInput {
  uid: string;
  customerId: string;
  priceId: string;
  /** Free days before the first charge (the Trial price). */
  trialDays: number | undefined;
  /** The checkout page's language: the interface's. */
  locale: 'en' | 'es';
  successUrl: string;
  cancelUrl: string;
}

/** A subscription reduced to what billing decisions need. Times are seconds since the epoch. */
export interface BillingSubscription {
  id: string;
  status: string;
  customerId: string;
  priceId: string;
  /** `metadata.uid`, set by our checkout. */
  uid: string | undefined;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  created: number;
  /** The price's amount per period in the currency's minor unit (cents), times the quantity; null when unknown. */
  amount: number | null;
  /** ISO 4217, lower case as Stripe writes it (`usd`); null when unknown. */
  currency: string | null;
  interval: 'month' | 'year' | null;
  /** The card the subscription charges (its `default_payment_method`, expanded), when known. */
  card: { brand: string; last4: string } | null;
  /** When the trial started, if the subscription had one. */
  trialStart: number | null;
}

/**
 * The Stripe subscription fields we read (API 2026-10-28: the period lives on the items). Both
 * `Stripe.Subscription` and the local stand-in's stored objects have this shape.
 */
export interface SubscriptionObject {
  id: string;
  status: string;
  /** An id, or the expanded customer (retrieve expands its default payment method too). */
  customer: string | { id: string; invoice_settings?: { default_payment_method?: PaymentMethodObject } | null };
  metadata: Record<string, string> | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  trial_start?: number | null;
  /** An id, or the expanded PaymentMethod (retrieve asks for `expand: ['default_payment_method']`). */
  default_payment_method?: PaymentMethodObject;
  items: {
    data: Array<{
      price: { id: string; unit_amount?: number | null; currency?: string; recurring?: { interval?: string } | null };
      quantity?: number;
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}

/** A payment method as a subscription or customer carries it: an id, or expanded with its card. */
type PaymentMethodObject = string | { card?: { brand?: string; last4?: string } | null } | null | undefined;

export function toBillingSubscription(sub: SubscriptionObject): BillingSubscription {
  const items = sub.items.data;
  const first = items[0];
  // One item per subscription here; with several, the period is the widest one they span.
  const starts = items.map((i) => i.current_period_start).filter(Number.isFinite);
  const ends = items.map((i) => i.current_period_end).filter(Number.isFinite);
  const uid = sub.metadata?.['uid'];
  return {
    id: sub.id,
    status: sub.status,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    priceId: first?.price.id ?? '',
    uid: uid ? uid : undefined,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: sub.cancel_at ?? null,
    currentPeriodStart: starts.length ? Math.min(...starts) : null,
    currentPeriodEnd: ends.length ? Math.max(...ends) : null,
    created: sub.created,
    amount: typeof first?.price.unit_amount === 'number' ? first.price.unit_amount * (first.quantity ?? 1) : null,
    currency: first?.price.currency ?? null,
    interval: intervalOf(first?.price.recurring?.interval),
    // What Stripe charges: the subscription's own payment method, else the customer's default.
    card:
      cardOf(sub.default_payment_method) ??
      (typeof sub.customer === 'string' ? null : cardOf(sub.customer.invoice_settings?.default_payment_method)),
    trialStart: sub.trial_start ?? null,
  };
}

function intervalOf(value: string | undefined): 'month' | 'year' | null {
  return value === 'month' || value === 'year' ? value : null;
}

function cardOf(pm: PaymentMethodObject): BillingSubscription['card'] {
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  const { brand, last4 } = pm.card;
  return typeof brand === 'string' && typeof last4 === 'string' ? { brand, last4 } : null;
}
