/** One e-mail to the support team's inbox. Plain text only. */
export interface OutgoingMail {
  to: string;
  from: string;
  /** The user's address, so the team's answer goes to them. */
  replyTo?: string;
  subject: string;
  text: string;
}

/**
 * Sends mail. Implementations: `smtp` (nodemailer over SMTP) and `local-outbox` (the labelled local
 * stand-in: nothing is sent, the page /local/mail lists what would have been). Failures are thrown.
 */
export interface Mailer {
  readonly name: 'smtp' | 'local-outbox';
  send(mail: OutgoingMail): Promise<void>;
}
