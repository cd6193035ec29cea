import { afterEach, describe, expect, it } from 'vitest';
import { fakeSmtp } from '../../../test/fake-smtp.js';
import { localOutboxMailer } from '../../local/mail/outbox.js';
import { smtpMailer } from './smtp.js';
import type { OutgoingMail } from './types.js';

const mail: OutgoingMail = {
  to: 'team@pautia.example',
  from: 'noreply@pautia.example',
  replyTo: 'owner@example.com',
  subject: '[Premium · reply within 4 h] billing — Ana',
  text: 'Cobro doble en noviembre.\nConversation attached.',
};

let server: ReturnType<typeof fakeSmtp> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('smtpMailer (nodemailer over SMTP)', () => {
  it('delivers the mail to the server: envelope, headers and the text', async () => {
    server = fakeSmtp();
    const port = await server.start();
    await smtpMailer({ host: '127.0.0.1', port, secure: false, user: 'apikey', password: 'secret' }).send(mail);
    expect(server.transactions).toHaveLength(1);
    const [sent] = server.transactions;
    expect(sent!.auth).toBe(true);
    expect(sent!.from).toContain('noreply@pautia.example');
    expect(sent!.to.join()).toContain('team@pautia.example');
    expect(sent!.data).toMatch(/^Reply-To: owner@example.com$/m);
    expect(sent!.data).toMatch(/^Subject: /m);
    expect(sent!.data).toContain('Conversation attached.');
  });

  it('fails when the server refuses the recipient', async () => {
    server = fakeSmtp({ rejectRcpt: true });
    const port = await server.start();
    await expect(smtpMailer({ host: '127.0.0.1', port, secure: false, user: undefined, password: undefined }).send(mail)).rejects.toThrow();
  });

  it('without settings is NOT_CONFIGURED naming SMTP_HOST', async () => {
    await expect(smtpMailer(undefined).send(mail)).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: expect.stringContaining('SMTP_HOST'),
    });
  });
});

describe('localOutboxMailer (the labelled stand-in)', () => {
  it('keeps the mail instead of sending it, and refuses what a mail server would', async () => {
    const kept: OutgoingMail[] = [];
    const outbox = localOutboxMailer(async (m) => void kept.push(m));
    await outbox.send(mail);
    expect(kept).toEqual([mail]);
    await expect(outbox.send({ ...mail, to: 'nobody' })).rejects.toThrow(/recipient/);
    await expect(outbox.send({ ...mail, subject: ' ' })).rejects.toThrow(/subject/);
  });
});
