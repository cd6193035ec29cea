import type { Transporter } from 'nodemailer';
import { notConfigured } from '../../errors.js';
import type { Mailer, OutgoingMail } from './types.js';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

/**
 * Mail over SMTP through nodemailer (loaded on the first send, so a cold start does not pay for it).
 * Without settings (production without SMTP_HOST) every send is NOT_CONFIGURED naming the setting.
 * `secure: false` still upgrades with STARTTLS when the server offers it (nodemailer's default).
 */
export function smtpMailer(settings: SmtpSettings | undefined): Mailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async (s: SmtpSettings) => {
    const nodemailer = await import('nodemailer');
    return nodemailer.createTransport({
      host: s.host,
      port: s.port,
      secure: s.secure,
      ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      if (!settings) throw notConfigured('SMTP_HOST');
      transport ??= connect(settings);
      await (
        await transport
      ).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.messageId ? { messageId: `<${mail.messageId}>` } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}
