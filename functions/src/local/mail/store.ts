import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from '../../repos/converter.js';

/** `localMail/{id}`: the mails the local outbox stand-in kept instead of sending them. */
const localMailDocSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    from: z.string(),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.instanceof(Timestamp),
  })
  .transform(({ createdAt, ...rest }) => ({ ...rest, createdAt: createdAt.toDate().toISOString() }));
const localMailConverter = zodConverter('localMail', localMailDocSchema);

/** A mail the local outbox stand-in kept (the shape of adapters/mail's OutgoingMail). */
export interface LocalMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export function localMailRepo(db: Firestore) {
  const mails = db.collection('localMail');
  return {
    async add(mail: LocalMail): Promise<void> {
      await mails.add({ ...mail, createdAt: Timestamp.now() });
    },
    async recent(limit = 50) {
      const snap = await mails.orderBy('createdAt', 'desc').limit(limit).withConverter(localMailConverter).get();
      return snap.docs.map((d) => d.data());
    },
  };
}
