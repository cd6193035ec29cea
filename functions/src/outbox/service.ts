import { randomUUID } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import type { Mailer } from '../adapters/mail/types.js';
import type { OutboxMail, OutboxMessage, OutboxRepo } from '../repos/outbox.js';

/**
 * The one way mail leaves the app (support requests, alerts, weekly reports):
 *
 * 1. `enqueue` writes the message to `outbox/{id}` before anything is answered;
 * 2. each attempt first claims it (a lease in a transaction), so no two workers send it at once;
 * 3. the SMTP server accepting it is the moment it is marked sent;
 * 4. a failed attempt is retried with backoff (30 s, 1 min, 2 min … capped at 1 h) up to
 *    `MAX_ATTEMPTS`, then the message is `failed`: logged as an ERROR and counted by every sweep;
 * 5. a worker killed mid-send leaves its lease, which expires after `LEASE_MS`; the sweep then
 *    sends the message again.
 *
 * The one duplicate window: a worker killed after the SMTP server accepted the mail and before
 * `markSent` was recorded. The message is then sent a second time once the lease expires (with the
 * same Message-ID, so a mail client can fold the two). A crash anywhere else loses nothing and
 * repeats nothing.
 */
export const LEASE_MS = 2 * 60 * 1000;
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** When the attempt after `attempts` failed ones is due, or null when there is none left. */
export function retryDelay(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface SweepReport {
  /** Messages the sweep tried. */
  tried: number;
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for good this time. */
  failed: number;
  /** After the sweep: messages waiting, and failed ones (all time). */
  pending: number;
  failedTotal: number;
}

export function outboxService(deps: {
  repo: OutboxRepo;
  mailer: Mailer;
  clock?: () => number;
  /** This worker's name in leases (one per instance). */
  worker?: string;
  /** Called once a message is sent (e.g. to mark a support request mailed). */
  onSent?: (message: OutboxMessage) => Promise<void>;
}) {
  const { repo, mailer } = deps;
  const clock = deps.clock ?? Date.now;
  const worker = deps.worker ?? `worker-${randomUUID()}`;

  /** One attempt: claim, send, record. Answers what happened to the message. */
  async function attempt(id: string): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
    const message = await repo.claim(id, worker, clock(), LEASE_MS);
    if (!message) return 'skipped';
    try {
      await mailer.send({
        to: message.to,
        from: message.from,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        messageId: `${message.id}@outbox.pautia`,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      const delay = retryDelay(message.attempts);
      const reason = error instanceof Error ? error.message : String(error);
      await repo.recordFailure(id, worker, reason.slice(0, 500), delay === null ? null : clock() + delay);
      logger.write({
        severity: delay === null ? 'ERROR' : 'WARNING',
        message: delay === null ? 'outbox_mail_failed' : 'outbox_mail_retry',
        outboxId: id,
        kind: message.kind,
        attempts: message.attempts,
        error: reason,
      });
      return delay === null ? 'failed' : 'retrying';
    }
    // The SMTP server has it: from here to the record below is the one duplicate window.
    await repo.markSent(id, clock());
    await deps
      .onSent?.(message)
      .catch((error: unknown) =>
        logger.write({ severity: 'WARNING', message: 'outbox_on_sent_failed', outboxId: id, error: String(error) }),
      );
    return 'sent';
  }

  return {
    /**
     * Writes a mail to the outbox (false: a message of this id was already written) and tries it
     * once at once; a failed try is left to the sweep. Never throws for a failed send.
     */
    async send(id: string, mail: OutboxMail): Promise<{ written: boolean; outcome: 'sent' | 'retrying' | 'failed' | 'skipped' }> {
      const written = await repo.enqueue(id, mail, clock());
      if (!written) return { written, outcome: 'skipped' };
      const outcome = await attempt(id).catch((error: unknown) => {
        logger.write({ severity: 'WARNING', message: 'outbox_attempt_error', outboxId: id, error: String(error) });
        return 'retrying' as const;
      });
      return { written, outcome };
    },
    /** Writes a mail to the outbox without trying it (the sweep sends it). */
    enqueue: (id: string, mail: OutboxMail) => repo.enqueue(id, mail, clock()),
    newId: () => repo.newId(),
    exists: async (id: string) => (await repo.get(id)) !== undefined,
    attempt,

    /** Every message with work due: tried once each. Logs what it did and the counts. */
    async sweep(): Promise<SweepReport> {
      const report: SweepReport = { tried: 0, sent: 0, retrying: 0, failed: 0, pending: 0, failedTotal: 0 };
      for (const id of await repo.due(clock())) {
        const outcome = await attempt(id);
        if (outcome === 'skipped') continue;
        report.tried += 1;
        report[outcome] += 1;
      }
      [report.pending, report.failedTotal] = await Promise.all([repo.countIn('pending'), repo.countIn('failed')]);
      logger.write({ severity: report.failedTotal > 0 ? 'WARNING' : 'INFO', message: 'outbox_sweep', ...report });
      return report;
    },

    recent: (limit?: number) => repo.recent(limit),
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
