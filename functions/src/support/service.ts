import * as logger from 'firebase-functions/logger';
import { PLAN_LABELS, SUPPORT_BY_PLAN } from '../contract/plans.js';
import { SUPPORT_LIMITS } from '../contract/support.js';
import type { SupportRequest, SupportRequestFields, SupportRequestsResponse } from '../contract/support.js';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import type { OutboxService } from '../outbox/service.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import type { chatRepo } from '../repos/chat.js';
import type { StoredSupportRequest, SupportRepo } from '../repos/support.js';
import type { UserDoc } from '../repos/users.js';
import type { RateLimiter } from '../usage/rate-limit.js';
import { assigneeFor, supportQueue } from './queue.js';

/** What the owner sees of a stored request (no e-mail, no conversation text). */
export function ownView(r: StoredSupportRequest): SupportRequest {
  return {
    id: r.id,
    topic: r.topic,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt,
    plan: r.plan,
    assignee: r.assignee,
    replyWithinHours: r.replyWithinHours,
    conversationLength: r.conversationLength,
    ...(r.campaign ? { campaign: r.campaign } : {}),
  };
}

/** The team's e-mail for one request (English: the team's working language). */
export function supportMail(r: StoredSupportRequest, name: string): { subject: string; text: string } {
  const plan = PLAN_LABELS[r.plan];
  const subject = `[${plan} · reply within ${r.replyWithinHours} h] ${r.topic} — ${name || r.email || r.uid}`;
  const lines = [
    `Support request ${r.id}`,
    `From: ${name} <${r.email}> (uid ${r.uid}), plan ${plan}`,
    `Assigned to: ${r.assignee ?? 'support team'}; reply within ${r.replyWithinHours} business hours`,
    `Topic: ${r.topic}`,
    r.campaign ? `Campaign: ${r.campaign.name} (${r.campaign.id})` : 'Campaign: none',
    '',
    r.message,
    '',
    r.conversation.length ? `Conversation (${r.conversation.length} messages):` : 'No conversation attached.',
    ...r.conversation.map((m) => `${m.role}: ${m.text}`),
  ];
  return { subject, text: lines.join('\n') };
}

/**
 * Support requests: stored with the plan's priority and reply time, Premium ones
 * assigned to the configured account manager, and their mail to the team's inbox written to the
 * outbox before the answer (outbox/service.ts): tried at once, retried by the outbox sweep when the
 * mail server is down, so a stored request always reaches the team.
 */
export function supportService(deps: {
  repo: SupportRepo;
  outbox: OutboxService;
  campaigns: CampaignsRepo;
  chats: ReturnType<typeof chatRepo>;
  users: { get(uid: string): Promise<UserDoc | undefined> };
  mail: { inbox: string | undefined; from: string };
  accountManager: string | undefined;
  rateLimits: RateLimiter;
}) {
  const { repo, outbox, campaigns, chats, users } = deps;
  return {
    /**
     * `verifiedEmail`: the e-mail the sign-in provider verified (from the request's ID token), the
     * only address the team's reply goes to; without one the mail has no Reply-To.
     */
    async create(uid: string, fields: SupportRequestFields, verifiedEmail: string | undefined): Promise<SupportRequest> {
      const user = await users.get(uid);
      if (!user) throw new HttpError('NOT_FOUND', msg('account.notFound'));
      const campaign = fields.campaignId ? await campaigns.get(uid, fields.campaignId) : undefined;
      if (fields.campaignId && !campaign) {
        throw new HttpError('NOT_FOUND', msg('campaign.notInAccount'), { field: 'campaignId' });
      }
      await deps.rateLimits.take(uid, 'support');
      // The conversation as the server stored it (every plan's exchanges are kept): the user's own
      // questions and the assistant's answers, never one a client wrote.
      const conversation = (await chats.recent(uid, SUPPORT_LIMITS.conversation / 2)).flatMap((e) => [
        { role: 'user' as const, text: e.message },
        { role: 'assistant' as const, text: e.response },
      ]);
      const id = repo.newId();
      const record = {
        uid,
        email: verifiedEmail ?? '',
        plan: user.plan,
        topic: fields.topic,
        message: fields.message,
        status: 'open' as const,
        assignee: assigneeFor(user.plan, deps.accountManager),
        replyWithinHours: SUPPORT_BY_PLAN[user.plan].replyHours,
        conversation,
        mailed: false,
        ...(campaign ? { campaign: { id: campaign.id, name: campaign.name } } : {}),
      };
      const mailed: StoredSupportRequest = { ...record, id, createdAt: new Date().toISOString(), conversationLength: conversation.length };
      // The team's mail is written to the outbox first, then the request: a crash between the two
      // can leave a mail for a request the owner does not see, never a request the team does not.
      // Without SUPPORT_INBOX the message still goes to the outbox: it fails there, where the team sees it.
      if (!deps.mail.inbox) logger.write({ severity: 'ERROR', message: 'support_inbox_missing', uid, requestId: id });
      const outboxId = `support_${id}`;
      await outbox.enqueue(outboxId, {
        kind: 'support',
        to: deps.mail.inbox ?? '',
        from: deps.mail.from,
        ...(verifiedEmail ? { replyTo: verifiedEmail } : {}),
        ...supportMail(mailed, user.name),
        language: 'en',
        ref: `supportRequests/${id}`,
      });
      const stored = await repo.add(id, record);
      await outbox.attempt(outboxId).catch((error: unknown) => {
        // The sweep sends it later; the owner's request is stored either way.
        logger.write({ severity: 'WARNING', message: 'support_mail_deferred', uid, requestId: id, error: String(error) });
      });
      return ownView(stored);
    },

    async list(uid: string): Promise<SupportRequestsResponse> {
      return { requests: (await repo.listOwn(uid)).map(ownView) };
    },

    /** The team's queue: open requests, Premium first, oldest first within a plan. */
    async queue(): Promise<StoredSupportRequest[]> {
      return supportQueue(await repo.open());
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
