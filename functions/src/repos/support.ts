import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { normalizePlan } from '../contract/plans.js';
import { SUPPORT_TOPICS, type SupportRequest, type SupportStatus } from '../contract/support.js';
import { zodConverter } from './converter.js';

/** A stored support request: what its owner sees, plus what the team needs. */
export interface StoredSupportRequest extends SupportRequest {
  uid: string;
  email: string;
  conversation: { role: 'user' | 'assistant' | 'system'; text: string }[];
  mailed: boolean;
}

const supportRequestDocSchema = z
  .object({
    id: z.string(),
    uid: z.string(),
    email: z.string().optional().default(''),
    plan: z
      .unknown()
      .optional()
      .transform((v) => normalizePlan(v)),
    topic: z.enum(SUPPORT_TOPICS),
    message: z.string(),
    status: z.enum(['open', 'answered', 'closed']).optional().default('open'),
    assignee: z.string().nullable().optional().default(null),
    replyWithinHours: z.number(),
    campaign: z.object({ id: z.string(), name: z.string() }).nullable().optional().default(null),
    conversation: z
      .array(z.object({ role: z.enum(['user', 'assistant', 'system']), text: z.string() }))
      .optional()
      .default([]),
    createdAt: z.instanceof(Timestamp),
    mailed: z.boolean().optional().default(false),
  })
  .transform(({ campaign, createdAt, ...rest }): StoredSupportRequest => ({
    ...rest,
    createdAt: createdAt.toDate().toISOString(),
    conversationLength: rest.conversation.length,
    ...(campaign ? { campaign } : {}),
  }));

const requestConverter = zodConverter('supportRequests', supportRequestDocSchema);

/**
 * `supportRequests/{id}` (issue 28 item 4): one per request, with the owner's `uid` (so the team
 * reads one queue, and a user only their own). */
export function supportRepo(db: Firestore) {
  const requests = db.collection('supportRequests');
  return {
    newId: () => requests.doc().id,
    async add(
      id: string,
      request: Omit<StoredSupportRequest, 'id' | 'createdAt' | 'conversationLength' | 'status'> & { status: SupportStatus },
    ): Promise<StoredSupportRequest> {
      const createdAt = Timestamp.now();
      const { campaign, ...rest } = request;
      await requests.doc(id).create({ ...rest, campaign: campaign ?? null, createdAt });
      return {
        ...request,
        id,
        createdAt: createdAt.toDate().toISOString(),
        conversationLength: request.conversation.length,
      };
    },
    async setMailed(id: string, mailed: boolean): Promise<void> {
      await requests.doc(id).update({ mailed });
    },
    /** The user's own requests, newest first. */
    async listOwn(uid: string, limit = 50): Promise<StoredSupportRequest[]> {
      const snap = await requests.where('uid', '==', uid).withConverter(requestConverter).get();
      return snap.docs
        .map((d) => d.data())
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit);
    },
    /** Open requests of every user (the team's queue; the local stand-in page shows it). */
    async open(limit = 200): Promise<StoredSupportRequest[]> {
      const snap = await requests.where('status', '==', 'open').limit(limit).withConverter(requestConverter).get();
      return snap.docs.map((d) => d.data());
    },
  };
}

export type SupportRepo = ReturnType<typeof supportRepo>;
