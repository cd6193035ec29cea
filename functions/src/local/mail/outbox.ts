import type { Mailer, OutgoingMail } from '../../adapters/mail/types.js';

/**
 * The local stand-in for SMTP (labelled as such on its page, /local/mail): nothing leaves the
 * machine; each mail is handed to `store` (the outbox the page lists). Like a mail server, it
 * refuses a mail without a recipient, sender or subject.
 */
export function localOutboxMailer(store: (mail: OutgoingMail) => Promise<void>): Mailer {
  return {
    name: 'local-outbox',
    async send(mail: OutgoingMail) {
      if (!mail.to.includes('@') || !mail.from.includes('@'))
        throw new Error('local outbox: the mail needs a sender and a recipient address');
      if (!mail.subject.trim()) throw new Error('local outbox: the mail needs a subject');
      await store(mail);
    },
  };
}
