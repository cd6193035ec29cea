/**
 * One outbox worker in a process of its own, for outbox.test.ts to kill mid-send: it claims and
 * sends one message over SMTP, as the app's worker does (bundled by the test, run with node).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { smtpMailer } from '../src/adapters/mail/smtp.js';
import { outboxService } from '../src/outbox/service.js';
import { outboxRepo } from '../src/repos/outbox.js';

const env = process.env;
const db = getFirestore(initializeApp({ projectId: env['PROJECT_ID'] ?? 'demo' }));
const outbox = outboxService({
  repo: outboxRepo(db),
  mailer: smtpMailer({ host: '127.0.0.1', port: Number(env['SMTP_PORT']), secure: false, user: undefined, password: undefined }),
  worker: 'worker-to-kill',
});
console.log(JSON.stringify({ outcome: await outbox.attempt(env['OUTBOX_ID'] ?? '') }));
