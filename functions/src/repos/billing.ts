import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import type { SubscriptionState } from './users.js';
import { parseStored } from './converter.js';

/** `stripeEvents/{eventId}`: one document per processed event, written with the state it applied. */
export const EVENTS_COLLECTION = 'stripeEvents';

/** The billing fields of `users/{uid}` a sync decides from. */
export interface StoredBilling {
  subscription: unknown;
  trialSubscriptionId: unknown;
}

/** A sync's decision: skip (why), or apply the state to the user document. */
export type BillingSyncDecision =
  { skip: string } | { apply: { state: SubscriptionState; customerId: string; trialSubscriptionId: string | undefined } };

/**
 * The billing sync's documents, `stripeEvents/{eventId}` and the billing fields of `users/{uid}`,
 * and the transaction it runs in.
 */
export function billingSyncRepo(db: Firestore) {
  const eventRef = (id: string): DocumentReference => db.collection(EVENTS_COLLECTION).doc(id);
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  return {
    /** The user whose Stripe customer this is, when one is recorded. */
    async uidForCustomer(customerId: string): Promise<string | undefined> {
      const found = await db.collection('users').where('stripeCustomerId', '==', customerId).limit(1).get();
      return found.docs[0]?.id;
    },

    /** Whether the event was processed already. */
    async eventSeen(eventId: string): Promise<boolean> {
      return (await eventRef(eventId).get()).exists;
    },

    /**
     * Syncs one user's subscription: in one transaction, the event (when one asked) is checked
     * unseen, the user document read (and, on Firestore, locked), `decide` asked — it may call the
     * billing provider: two syncs of one user run one after the other — and its decision written
     * with the event's record, so an event applies once however often it is delivered. `decide`
     * gets undefined when there is no such user. 'duplicate' when the event was seen.
     */
    async syncSubscription(
      request: { uid: string | undefined; subscriptionId: string; event?: { id: string; type: string } | undefined },
      decide: (user: StoredBilling | undefined) => Promise<BillingSyncDecision>,
    ): Promise<'duplicate' | BillingSyncDecision> {
      const { uid, event } = request;
      return db.runTransaction(async (tx): Promise<'duplicate' | BillingSyncDecision> => {
        if (event && (await tx.get(eventRef(event.id))).exists) return 'duplicate';
        const user = uid ? await tx.get(userRef(uid)) : undefined;
        const decision = await decide(
          user?.exists ? { subscription: user.get('subscription'), trialSubscriptionId: user.get('trialSubscriptionId') } : undefined,
        );
        if (uid && 'apply' in decision) {
          const { state, customerId, trialSubscriptionId } = decision.apply;
          // Every field written in full: the local Firestore keeps fields a write leaves out. The first
          // trial is remembered for good (one trial per person), whatever the subscription becomes.
          tx.update(userRef(uid), {
            plan: state.plan,
            subscription: state,
            stripeCustomerId: customerId,
            ...(trialSubscriptionId ? { trialSubscriptionId } : {}),
          });
        }
        if (event) {
          const applied = 'apply' in decision;
          tx.set(eventRef(event.id), {
            type: event.type,
            subscriptionId: request.subscriptionId,
            uid: uid ?? null,
            outcome: applied ? 'applied' : 'skipped',
            reason: applied ? null : decision.skip,
            processedAt: Timestamp.now(),
          });
        }
        return decision;
      });
    },
  };
}

export type BillingSyncRepo = ReturnType<typeof billingSyncRepo>;

/**
 * `localBilling/{id}`: the local checkout stand-in's Stripe-shaped objects (billing/local-billing.ts),
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
