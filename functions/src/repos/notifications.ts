import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  ALERT_KINDS,
  DEFAULT_PREFERENCES,
  type AlertKind,
  type NotificationPreferences,
  type PreferencesPatch,
} from '../contract/notifications.js';
import { zodConverter } from './converter.js';

/** The numbers and names an alert is written from, in any language (amounts in the account's currency). */
export type AlertFacts = Record<string, string | number | boolean>;

export interface StoredNotification {
  id: string;
  kind: AlertKind;
  campaignId: string;
  campaignName: string;
  createdAt: string;
  read: boolean;
  facts: AlertFacts;
}

const notificationDocSchema = z
  .object({
    id: z.string(),
    kind: z.enum(ALERT_KINDS),
    campaignId: z.string(),
    campaignName: z.string().optional().default(''),
    createdAt: z.instanceof(Timestamp),
    read: z.boolean().optional().default(false),
    facts: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .default({}),
  })
  .transform(({ createdAt, ...rest }): StoredNotification => ({ ...rest, createdAt: createdAt.toDate().toISOString() }));
const notificationConverter = zodConverter('users/{uid}/notifications', notificationDocSchema);

const preferencesDocSchema = z
  .object({
    id: z.string(),
    weeklyReport: z.boolean().optional(),
    alertEmails: z.boolean().optional(),
    alerts: z.partialRecord(z.enum(ALERT_KINDS), z.boolean()).optional(),
  })
  .transform((doc): NotificationPreferences => ({
    weeklyReport: doc.weeklyReport ?? DEFAULT_PREFERENCES.weeklyReport,
    alertEmails: doc.alertEmails ?? DEFAULT_PREFERENCES.alertEmails,
    alerts: { ...DEFAULT_PREFERENCES.alerts, ...doc.alerts },
  }));
const preferencesConverter = zodConverter('users/{uid}/settings', preferencesDocSchema);

/**
 * `users/{uid}/notifications/{id}` (the in-app alerts; the id names the campaign, the kind and the
 * week, so an alert is written once a week at most) and `users/{uid}/settings/notifications` (the
 * owner's switches). Also lists the users the scheduled checks visit (a read of `users`, by plan).
 */
export function notificationsRepo(db: Firestore) {
  const list = (uid: string) => db.collection('users').doc(uid).collection('notifications');
  const prefs = (uid: string) => db.collection('users').doc(uid).collection('settings').doc('notifications');
  return {
    /** Writes the alert unless one of this id is there; true when written. */
    async add(uid: string, notification: Omit<StoredNotification, 'createdAt' | 'read'>, now: number): Promise<boolean> {
      const { id, ...rest } = notification;
      try {
        await list(uid)
          .doc(id)
          .create({ ...rest, read: false, createdAt: Timestamp.fromMillis(now) });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 6 || /already exists/i.test(String(error))) return false;
        throw error;
      }
    },
    /** The newest first. */
    async list(uid: string, limit = 50): Promise<StoredNotification[]> {
      const snap = await list(uid).orderBy('createdAt', 'desc').limit(limit).withConverter(notificationConverter).get();
      return snap.docs.map((d) => d.data());
    },
    /** Marks one read; false when there is no such notification. */
    async markRead(uid: string, id: string): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const ref = list(uid).doc(id);
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, { read: true });
        return true;
      });
    },
    async preferences(uid: string): Promise<NotificationPreferences> {
      return (await prefs(uid).withConverter(preferencesConverter).get()).data() ?? DEFAULT_PREFERENCES;
    },
    /** Applies the switches given, in a transaction; answers the preferences after it. */
    async updatePreferences(uid: string, patch: PreferencesPatch): Promise<NotificationPreferences> {
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(prefs(uid).withConverter(preferencesConverter))).data() ?? DEFAULT_PREFERENCES;
        const next: NotificationPreferences = {
          weeklyReport: patch.weeklyReport ?? current.weeklyReport,
          alertEmails: patch.alertEmails ?? current.alertEmails,
          alerts: { ...current.alerts, ...patch.alerts },
        };
        tx.set(prefs(uid), { ...next, updatedAt: Timestamp.now() });
        return next;
      });
    },
    /** The uids of users on `plan` (the scheduled checks visit their campaigns). */
    async usersOnPlan(plan: string): Promise<string[]> {
      const snap = await db.collection('users').where('plan', '==', plan).select('plan').get();
      return snap.docs.map((d) => d.id);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
