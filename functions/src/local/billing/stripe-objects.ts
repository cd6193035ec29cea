/**
 * The local checkout stand-in's objects in Stripe's full shape (issue 29): every top-level field a
 * Stripe subscription, invoice and Checkout Session carries in the pinned API version, so the
 * events the stand-in sends look like Stripe's, not like skeletons. Values are what Stripe would
 * hold for this product's subscriptions (one card, one price, charge automatically, no tax unless
 * asked). `stripe-objects.test.ts` compares the field sets with Stripe's own example objects.
 */

export interface LocalCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Stand-in only: whether charging this card succeeds (Stripe's test card 4000 0000 0000 0341 attaches, then declines). */
  declines: boolean;
}

export interface LocalPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string;
  card: LocalCard;
  created: number;
  livemode: false;
}

export interface LocalPrice {
  id: string;
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface SubscriptionFields {
  id: string;
  customer: string;
  uid: string;
  price: LocalPrice;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  paymentMethod: LocalPaymentMethod | null;
  latestInvoice: string | null;
}

/** A Stripe `subscription` (API 2026-10-28: the period on the items; the payment method expanded, as retrieve asks). */
export function stripeSubscription(f: SubscriptionFields) {
  return {
    id: f.id,
    object: 'subscription' as const,
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    billing_cycle_anchor: f.trialEnd ?? f.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: f.created },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: f.cancelAt,
    cancel_at_period_end: f.cancelAtPeriodEnd,
    canceled_at: f.canceledAt,
    cancellation_details: { comment: null, feedback: null, reason: f.canceledAt ? 'cancellation_requested' : null },
    collection_method: 'charge_automatically',
    created: f.created,
    currency: f.price.currency,
    customer: f.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: f.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: f.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${f.id.slice(4)}`,
          object: 'subscription_item',
          billing_thresholds: null,
          created: f.created,
          current_period_start: f.periodStart,
          current_period_end: f.periodEnd,
          discounts: [],
          metadata: {},
          price: {
            id: f.price.id,
            object: 'price',
            active: true,
            billing_scheme: 'per_unit',
            created: f.created,
            currency: f.price.currency,
            livemode: false,
            lookup_key: null,
            metadata: {},
            nickname: null,
            product: 'prod_local_pautia',
            recurring: { interval: f.price.interval, interval_count: 1, meter: null, usage_type: 'licensed', trial_period_days: null },
            tax_behavior: 'unspecified',
            type: 'recurring',
            unit_amount: f.price.unit_amount,
            unit_amount_decimal: String(f.price.unit_amount),
          },
          quantity: 1,
          subscription: f.id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${f.id}`,
    },
    latest_invoice: f.latestInvoice,
    livemode: false,
    managed_payments: { enabled: false },
    metadata: { uid: f.uid },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: f.created,
    status: f.status,
    test_clock: null,
    transfer_data: null,
    trial_end: f.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: f.trialStart,
  };
}

export type LocalSubscriptionObject = ReturnType<typeof stripeSubscription>;

export interface InvoiceFields {
  id: string;
  number: string;
  customer: string;
  customerEmail: string | null;
  subscription: { id: string; uid: string };
  price: LocalPrice;
  amount: number;
  status: 'open' | 'paid';
  attemptCount: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodStart: number;
  periodEnd: number;
  created: number;
  paidAt: number | null;
  nextPaymentAttempt: number | null;
  /** Where the stand-in serves the invoice (the app's origin). */
  origin: string;
}

/** A Stripe `invoice` (since 2025-03-31 the subscription under `parent.subscription_details`). */
export function stripeInvoice(f: InvoiceFields) {
  const paid = f.status === 'paid' ? f.amount : 0;
  return {
    id: f.id,
    object: 'invoice' as const,
    account_country: 'US',
    account_name: 'Pautia (local stand-in)',
    account_tax_ids: null,
    amount_due: f.amount,
    amount_overpaid: 0,
    amount_paid: paid,
    amount_remaining: f.amount - paid,
    amount_shipping: 0,
    application: null,
    attempt_count: f.attemptCount,
    attempted: f.attemptCount > 0,
    auto_advance: f.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: f.billingReason,
    collection_method: 'charge_automatically',
    created: f.created,
    currency: f.price.currency,
    custom_fields: null,
    customer: f.customer,
    customer_account: null,
    customer_address: null,
    customer_email: f.customerEmail,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: f.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${f.origin}/local/invoices/${f.id}`,
    invoice_pdf: `${f.origin}/local/invoices/${f.id}`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${f.id.slice(3)}`,
          object: 'line_item',
          amount: f.amount,
          currency: f.price.currency,
          description: null,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: f.id,
          livemode: false,
          metadata: { uid: f.subscription.uid },
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: f.subscription.id,
              subscription_item: `si_${f.subscription.id.slice(4)}`,
            },
          },
          period: { start: f.periodStart, end: f.periodEnd },
          pretax_credit_amounts: [],
          pricing: { type: 'price_details', price_details: { price: f.price.id, product: 'prod_local_pautia' }, unit_amount_decimal: null },
          quantity: 1,
          quantity_decimal: '1',
          subtotal: f.amount,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${f.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: f.nextPaymentAttempt,
    number: f.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { uid: f.subscription.uid }, subscription: f.subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: f.periodEnd,
    period_start: f.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: f.status,
    status_transitions: {
      finalized_at: f.created,
      marked_uncollectible_at: null,
      paid_at: f.paidAt,
      voided_at: null,
    },
    subscription: null,
    subtotal: f.amount,
    subtotal_excluding_tax: f.amount,
    test_clock: null,
    total: f.amount,
    total_discount_amounts: [],
    total_excluding_tax: f.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: f.created,
  };
}

export type LocalInvoiceObject = ReturnType<typeof stripeInvoice>;

export interface CheckoutSessionFields {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string;
  customerEmail: string | null;
  uid: string;
  amount: number;
  currency: string;
  locale: string | null;
  successUrl: string;
  cancelUrl: string;
  url: string | null;
  subscription: string | null;
  invoice: string | null;
  created: number;
}

/** A Stripe Checkout Session in subscription mode. */
export function stripeCheckoutSession(f: CheckoutSessionFields) {
  return {
    id: f.id,
    object: 'checkout.session' as const,
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: true,
    amount_subtotal: f.amount,
    amount_total: f.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: f.cancelUrl,
    client_reference_id: f.uid,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: f.created,
    currency: f.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: f.customer,
    customer_account: null,
    customer_creation: null,
    customer_details: f.customerEmail
      ? {
          address: null,
          business_name: null,
          email: f.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: null,
    discounts: [],
    expires_at: f.created + 86_400,
    integration_identifier: null,
    invoice: f.invoice,
    invoice_creation: null,
    livemode: false,
    locale: f.locale,
    managed_payments: { enabled: false },
    metadata: { uid: f.uid },
    mode: 'subscription' as const,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: f.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: f.status,
    submit_type: null,
    subscription: f.subscription,
    success_url: f.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: f.url,
    wallet_options: null,
  };
}
