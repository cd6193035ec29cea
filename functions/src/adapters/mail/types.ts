/** One e-mail (to the support team's inbox, or to an owner). Plain text only. */
export interface OutgoingMail {
  to: string;
  from: string;
  /** The user's address, so the team's answer goes to them. */
  replyTo?: string;
  subject: string;
  text: string;
  /** The Message-ID, without angle brackets: the same on every attempt, so a repeat can be recognised. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * Sends mail. Implementations: `smtp` (nodemailer over SMTP) and `local-outbox` (the labelled local
 * stand-in: nothing is sent, the page /local/mail lists what would have been). Failures are thrown.
 */
export interface Mailer {
  readonly name: 'smtp' | 'local-outbox';
  send(mail: OutgoingMail): Promise<void>;
}
