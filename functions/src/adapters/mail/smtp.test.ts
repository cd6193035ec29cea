import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { localOutboxMailer } from '../../local/mail/outbox.js';
import { smtpMailer } from './smtp.js';
import type { OutgoingMail } from './types.js';

/** A minimal SMTP server (RFC 5321 happy path) that records each transaction, to test the real adapter at its edge. */
function fakeSmtp(options: { rejectRcpt?: boolean } = {}) {
  const received: { from: string; to: string[]; data: string; auth: boolean }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let data = '';
    let inData = false;
    let auth = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ from, to, data, auth });
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.toUpperCase();
        if (cmd.startsWith('EHLO')) socket.write('250-fake.smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        else if (cmd.startsWith('AUTH PLAIN')) {
          auth = true;
          socket.write('235 Authentication successful\r\n');
        } else if (cmd.startsWith('MAIL FROM')) {
          from = line.slice(10);
          socket.write('250 OK\r\n');
        } else if (cmd.startsWith('RCPT TO')) {
          if (options.rejectRcpt) socket.write('550 No such user\r\n');
          else {
            to.push(line.slice(8));
            socket.write('250 OK\r\n');
          }
        } else if (cmd === 'DATA') {
          inData = true;
          data = '';
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (cmd === 'RSET') {
          to = [];
          socket.write('250 OK\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('502 Command not implemented\r\n');
      }
    });
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
    expect(server.received).toHaveLength(1);
    const [sent] = server.received;
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
