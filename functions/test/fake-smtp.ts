import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One mail the fake server received in full; `accepted` once it answered 250 to the data. */
export interface SmtpTransaction {
  messageId: string;
  from: string;
  to: string[];
  data: string;
  accepted: boolean;
  /** Whether the client authenticated (AUTH PLAIN) before sending it. */
  auth: boolean;
}

/**
 * A minimal SMTP server (RFC 5321's happy path) at the edge of the real SMTP adapter. `hold` makes
 * it keep a mail's final 250 back (the mail is received, not yet accepted), so a test can kill the
 * sender right there; `onData` is told when a mail has been received; `rejectRcpt` refuses every
 * recipient, as a server does for an unknown mailbox.
 */
export function fakeSmtp(options: { rejectRcpt?: boolean } = {}) {
  const transactions: SmtpTransaction[] = [];
  const sockets = new Set<Socket>();
  let hold = false;
  let onData: ((t: SmtpTransaction) => void) | undefined;
  const server: Server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
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
            const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(data)?.[1] ?? '';
            const t: SmtpTransaction = { messageId, from, to, data, accepted: false, auth };
            transactions.push(t);
            onData?.(t);
            if (!hold) {
              t.accepted = true;
              socket.write('250 OK queued\r\n');
            }
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.toUpperCase();
        if (cmd.startsWith('EHLO') || cmd.startsWith('HELO')) socket.write('250-fake.smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
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
        } else if (cmd === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('502 Command not implemented\r\n');
      }
    });
  });
  return {
    transactions,
    /** Mails the server accepted, by Message-ID. */
    accepted: (messageId: string) => transactions.filter((t) => t.accepted && t.messageId === messageId).length,
    setHold(value: boolean) {
      hold = value;
    },
    onData(listener: ((t: SmtpTransaction) => void) | undefined) {
      onData = listener;
    },
    async start(port = 0): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      return (server.address() as AddressInfo).port;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
