import { z } from 'zod';

/**
 * Alerts, the weekly report and the mail preferences. An alert is one of five kinds; each kind can
 * be switched off in the profile, and alert e-mails and the weekly report each have their own
 * switch (the unsubscribe link of a mail turns off that mail's kind only).
 */
export const ALERT_KINDS = ['SPEND_PACING', 'NO_CONVERSIONS', 'TRACKING_SILENT', 'ADS_POLICY', 'LIMITED_BY_BUDGET'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One entry of the in-app list, written in the reader's language. */
export interface NotificationItem {
  id: string;
  kind: AlertKind;
  campaignId: string;
  /** ISO time. */
  createdAt: string;
  read: boolean;
  title: string;
  body: string;
  /** Where the fix is: a path of the app (the campaign page's section). */
  link: string;
}

/** GET /notifications/{uid}: newest first. */
export interface NotificationsResponse {
  notifications: NotificationItem[];
  unread: number;
}

/** The kinds of mail a link can unsubscribe from. */
export const MAIL_KINDS = ['weekly-report', 'alerts'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface NotificationPreferences {
  /** The weekly report by e-mail (opt-in: off until the owner turns it on). */
  weeklyReport: boolean;
  /** Alerts by e-mail as well as in the app. */
  alertEmails: boolean;
  /** Each kind of alert, in the app and by e-mail. */
  alerts: Record<AlertKind, boolean>;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  weeklyReport: false,
  alertEmails: true,
  alerts: { SPEND_PACING: true, NO_CONVERSIONS: true, TRACKING_SILENT: true, ADS_POLICY: true, LIMITED_BY_BUDGET: true },
};

/** PUT /notifications/{uid}/preferences: any of the switches; the others stay as they are. */
export const preferencesPatchSchema = z
  .object({
    weeklyReport: z.boolean().optional(),
    alertEmails: z.boolean().optional(),
    alerts: z.partialRecord(z.enum(ALERT_KINDS), z.boolean()).optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** The id of a notification in a path: what the API writes (letters, digits, `_` and `-`). */
export const notificationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a notification id')
  .refine((id) => !/^__.*__$/.test(id), 'must be a notification id');
