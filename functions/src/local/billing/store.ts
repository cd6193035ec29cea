import type {
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from '../../repos/converter.js';

/**
 * `localBilling/{id}`: the local checkout stand-in's Stripe-shaped objects (local-billing.ts),
 * one document per object, kind in `object` as Stripe writes it. Subscriptions and invoices are kept
 * in Stripe's full shape; the rest hold what the stand-in needs. Read through one zod converter
 * (a document of the wrong shape names its field), each kind checked on the fields the stand-in reads.
 */
export const LOCAL_BILLING_COLLECTION = 'localBilling';

const unixTime = z.number().int();
const localCard = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  declines: z.boolean(),
});

export const localCustomerSchema = z.object({
  id: z.string(),
  object: z.literal('customer'),
  email: z.string().nullable(),
  name: z.string().nullable(),
  metadata: z.object({ uid: z.string() }),
  created: unixTime,
  /** The card new charges use (the portal's "update payment method" sets it). */
  default_payment_method: z.string().nullable().default(null),
});

export const localPaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  customer: z.string(),
  card: localCard,
  created: unixTime,
  livemode: z.literal(false),
});

export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  mode: z.literal('subscription'),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['unpaid', 'paid', 'no_payment_required']),
  customer: z.string(),
  customer_email: z.string().nullable(),
  client_reference_id: z.string(),
  metadata: z.object({ uid: z.string() }),
  price: z.string(),
  trial_period_days: z.number().int().nullable(),
  locale: z.string().nullable().default(null),
  success_url: z.string(),
  cancel_url: z.string(),
  url: z.string(),
  subscription: z.string().nullable(),
  invoice: z.string().nullable(),
  created: unixTime,
  /** The ids of the events paying produced, so a repeated Pay redelivers the same events. */
  event_ids: z.object({ subscription_created: z.string(), invoice_paid: z.string(), session_completed: z.string() }).nullable(),
});

/** Stripe's full subscription; the fields the stand-in and the billing port read are checked. */
export const localSubscriptionSchema = z
  .object({
    id: z.string(),
    object: z.literal('subscription'),
    status: z.string(),
    customer: z.string(),
    metadata: z.object({ uid: z.string() }),
    cancel_at_period_end: z.boolean(),
    cancel_at: unixTime.nullable(),
    canceled_at: unixTime.nullable(),
    ended_at: unixTime.nullable(),
    created: unixTime,
    trial_start: unixTime.nullable(),
    trial_end: unixTime.nullable(),
    latest_invoice: z.string().nullable(),
    default_payment_method: localPaymentMethodSchema.nullable(),
    items: z
      .object({
        data: z
          .array(
            z
              .object({
                price: z
                  .object({
                    id: z.string(),
                    unit_amount: z.number().int(),
                    currency: z.string(),
                    recurring: z.object({ interval: z.enum(['month', 'year']) }).passthrough(),
                  })
                  .passthrough(),
                quantity: z.number().int(),
                current_period_start: unixTime,
                current_period_end: unixTime,
              })
              .passthrough(),
          )
          .min(1),
      })
      .passthrough(),
  })
  .passthrough();

/** Stripe's full invoice; the fields the stand-in reads are checked. */
export const localInvoiceSchema = z
  .object({
    id: z.string(),
    object: z.literal('invoice'),
    number: z.string(),
    status: z.enum(['open', 'paid', 'void']),
    customer: z.string(),
    currency: z.string(),
    amount_due: z.number().int(),
    amount_paid: z.number().int(),
    attempt_count: z.number().int(),
    created: unixTime,
    period_start: unixTime,
    period_end: unixTime,
    billing_reason: z.string(),
    parent: z.object({ subscription_details: z.object({ subscription: z.string() }).passthrough() }).passthrough(),
  })
  .passthrough();

export const localPortalSessionSchema = z.object({
  id: z.string(),
  object: z.literal('billing_portal.session'),
  customer: z.string(),
  return_url: z.string(),
  locale: z.string().nullable(),
  created: unixTime,
});

const localObjectSchema = z.discriminatedUnion('object', [
  localCustomerSchema,
  localPaymentMethodSchema,
  localCheckoutSessionSchema,
  localSubscriptionSchema,
  localInvoiceSchema,
  localPortalSessionSchema,
]);

export type LocalCustomer = z.infer<typeof localCustomerSchema>;
export type LocalPaymentMethodDoc = z.infer<typeof localPaymentMethodSchema>;
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;
export type LocalSubscriptionDoc = z.infer<typeof localSubscriptionSchema>;
export type LocalInvoiceDoc = z.infer<typeof localInvoiceSchema>;
export type LocalPortalSession = z.infer<typeof localPortalSessionSchema>;
export type LocalObject = z.infer<typeof localObjectSchema>;
type Kinds = {
  customer: LocalCustomer;
  payment_method: LocalPaymentMethodDoc;
  'checkout.session': LocalCheckoutSession;
  subscription: LocalSubscriptionDoc;
  invoice: LocalInvoiceDoc;
  'billing_portal.session': LocalPortalSession;
};

const localObjectConverter: FirestoreDataConverter<LocalObject> = {
  toFirestore: (value) => value as DocumentData,
  fromFirestore: (snap: QueryDocumentSnapshot) => parseStored(LOCAL_BILLING_COLLECTION, snap.id, localObjectSchema, snap.data()),
};

/** The stand-in's store: typed reads by kind (another kind, or none, is undefined), writes, the user's newest session. */
export function localBillingRepo(db: Firestore) {
  const col = () => db.collection(LOCAL_BILLING_COLLECTION).withConverter(localObjectConverter);
  const ref = (id: string): DocumentReference<LocalObject> => col().doc(id);
  const ofKind = <K extends keyof Kinds>(kind: K, value: LocalObject | undefined): Kinds[K] | undefined =>
    value?.object === kind ? (value as Kinds[K]) : undefined;
  return {
    ref,
    ofKind,
    async get<K extends keyof Kinds>(kind: K, id: string, tx?: Transaction): Promise<Kinds[K] | undefined> {
      const snap = tx ? await tx.get(ref(id)) : await ref(id).get();
      return ofKind(kind, snap.data());
    },
    async put(value: LocalObject): Promise<void> {
      await ref(value.id).set(value);
    },
    /** The user's newest checkout session (issue 30), read inside the stand-in's Pay transaction. */
    async newestCheckoutSession(tx: Transaction, uid: string): Promise<unknown> {
      return (await tx.get(db.collection('users').doc(uid))).get('checkoutSessionId');
    },
    /** Every subscription of a customer, newest first. */
    async subscriptionsOf(customerId: string): Promise<LocalSubscriptionDoc[]> {
      // One equality filter (every object of a customer names it), the kind picked here.
      const found = await col().where('customer', '==', customerId).get();
      return found.docs
        .map((d) => ofKind('subscription', d.data()))
        .filter((s): s is LocalSubscriptionDoc => s !== undefined)
        .sort((a, b) => b.created - a.created);
    },
    /** A customer's invoices, newest first. */
    async invoicesOf(customerId: string): Promise<LocalInvoiceDoc[]> {
      const found = await col().where('customer', '==', customerId).get();
      return found.docs
        .map((d) => ofKind('invoice', d.data()))
        .filter((i): i is LocalInvoiceDoc => i !== undefined)
        .sort((a, b) => b.created - a.created);
    },
  };
}

export type LocalBillingRepo = ReturnType<typeof localBillingRepo>;
