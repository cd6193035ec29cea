import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from './converter.js';

/** What a message is: the mails the outbox carries. */
export const OUTBOX_KINDS = ['support', 'alert', 'weekly-report', 'tracking-instructions'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * A message's state: `pending` (waiting for its next attempt at `dueAt`), `sending` (claimed by a
 * worker until `dueAt`, the lease's end), `sent` (the SMTP server accepted it), `failed` (gave up
 * after the last attempt; the team sees it).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail {
  kind: OutboxKind;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The variant the mail is written in ('en', 'es-voseo', 'es-tuteo'), for the team's view. */
  language: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for the mail a user can stop). */
  headers?: Record<string, string>;
  /** What the mail is about (e.g. `supportRequests/{id}`), so its sending can be recorded there. */
  ref?: string;
}

export interface OutboxMessage extends OutboxMail {
  id: string;
  status: OutboxStatus;
  attempts: number;
  /** ms: next attempt (pending) or the lease's end (sending); null once sent or failed. */
  dueAt: number | null;
  /** The worker holding the lease while sending. */
  claimedBy: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const outboxDocSchema = z
  .object({
    id: z.string(),
    kind: z.enum(OUTBOX_KINDS),
    to: z.string(),
    from: z.string(),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string(),
    language: z.string().optional().default('en'),
    headers: z.record(z.string(), z.string()).optional(),
    ref: z.string().optional(),
    status: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: z.number().int().optional().default(0),
    dueAt: z.number().nullable().optional().default(null),
    claimedBy: z.string().nullable().optional().default(null),
    lastError: z.string().nullable().optional().default(null),
    createdAt: z.instanceof(Timestamp),
    sentAt: z.instanceof(Timestamp).nullable().optional().default(null),
  })
  .transform(({ createdAt, sentAt, ...rest }): OutboxMessage => ({
    ...rest,
    createdAt: createdAt.toDate().toISOString(),
    sentAt: sentAt ? sentAt.toDate().toISOString() : null,
  }));
const outboxConverter = zodConverter('outbox', outboxDocSchema);

/**
 * `outbox/{id}`: every mail the app sends (support requests, alerts, weekly reports), written before
 * any send is tried. A worker claims a message in a transaction (a lease until `dueAt`) before each
 * attempt, so two workers never send it at once, and a worker that dies mid-send leaves a lease that
 * expires and lets another try. `dueAt` is removed once a message is sent or failed, so the due
 * query (one range filter on one field) only ever sees work to do.
 */
export function outboxRepo(db: Firestore) {
  const messages = db.collection('outbox');
  const ref = (id: string) => messages.doc(id).withConverter(outboxConverter);
  return {
    newId: () => messages.doc().id,
    /**
     * Writes the message, due now; false when a message with this id is already there (an id made of
     * what the mail is for, e.g. one weekly report per campaign and week, is written once).
     */
    async enqueue(id: string, mail: OutboxMail, now: number): Promise<boolean> {
      try {
        await messages.doc(id).create({
          ...mail,
          status: 'pending',
          attempts: 0,
          dueAt: now,
          claimedBy: null,
          lastError: null,
          createdAt: Timestamp.fromMillis(now),
          sentAt: null,
        });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 6 || /already exists/i.test(String(error))) return false;
        throw error;
      }
    },
    async get(id: string): Promise<OutboxMessage | undefined> {
      return (await ref(id).get()).data();
    },
    /**
     * Claims the message for one attempt by `worker`, leased until `now + leaseMs`: only a pending
     * message that is due, or one whose sender's lease has run out. Answers the message as claimed
     * (attempts counted), or undefined when it is not this worker's to send.
     */
    async claim(id: string, worker: string, now: number, leaseMs: number): Promise<OutboxMessage | undefined> {
      return db.runTransaction(async (tx) => {
        const message = (await tx.get(ref(id))).data();
        if (!message || (message.status !== 'pending' && message.status !== 'sending')) return undefined;
        if (message.dueAt === null || message.dueAt > now) return undefined;
        const claimed = { status: 'sending' as const, attempts: message.attempts + 1, dueAt: now + leaseMs, claimedBy: worker };
        tx.update(messages.doc(id), claimed);
        return { ...message, ...claimed };
      });
    },
    /** The SMTP server accepted it: sent, whoever holds the lease now (a late worker's record still counts). */
    async markSent(id: string, now: number): Promise<void> {
      await messages.doc(id).update({ status: 'sent', dueAt: null, claimedBy: null, lastError: null, sentAt: Timestamp.fromMillis(now) });
    },
    /**
     * The attempt failed: due again at `retryAt`, or failed for good when `retryAt` is null. Only the
     * worker that holds the claim records it (a slower worker whose lease ran out does not).
     */
    async recordFailure(id: string, worker: string, error: string, retryAt: number | null): Promise<void> {
      await db.runTransaction(async (tx) => {
        const message = (await tx.get(ref(id))).data();
        if (!message || message.status !== 'sending' || message.claimedBy !== worker) return;
        tx.update(
          messages.doc(id),
          retryAt === null
            ? { status: 'failed', dueAt: null, claimedBy: null, lastError: error }
            : { status: 'pending', dueAt: retryAt, claimedBy: null, lastError: error },
        );
      });
    },
    /** Ids of messages with work due: pending and due, or sending with an expired lease. */
    async due(now: number, limit = 100): Promise<string[]> {
      const snap = await messages.where('dueAt', '<=', now).orderBy('dueAt').limit(limit).select('dueAt').get();
      return snap.docs.map((d) => d.id);
    },
    /** The newest messages, for the team's view. */
    async recent(limit = 100): Promise<OutboxMessage[]> {
      const snap = await messages.orderBy('createdAt', 'desc').limit(limit).withConverter(outboxConverter).get();
      return snap.docs.map((d) => d.data());
    },
    /** How many messages are in `status` (up to `cap`; the sweep logs it). */
    async countIn(status: OutboxStatus, cap = 1000): Promise<number> {
      return (await messages.where('status', '==', status).limit(cap).select('status').get()).size;
    },
  };
}

export type OutboxRepo = ReturnType<typeof outboxRepo>;
