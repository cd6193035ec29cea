import type { InterfaceLanguage } from '../../contract/languages.js';
import { PLAN_LABELS } from '../../contract/plans.js';
import { renderPage, STAND_IN_BASE_CSS, StandInPage } from '../pages/shell.js';

export const LOCAL_MAIL_CSS_PATH = '/local/mail-assets/mail.css';
export const LOCAL_MAIL_CSS = `${STAND_IN_BASE_CSS}
body{align-items:flex-start}
.sheet{max-width:760px}
.mail,.req{border:1px solid #dbe1ea;border-radius:12px;padding:12px 16px;margin:0 0 12px;overflow-wrap:anywhere}
.mail h3,.req h3{font-size:1rem;margin:0 0 4px}
.meta{font-size:.875rem;color:#475569;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;font-size:.875rem;margin:0;background:#f6f8fb;padding:8px;border-radius:8px}
ol{padding-left:20px}
`;

export const LOCAL_MAIL_MESSAGES = {
  en: {
    title: 'Support inbox (local stand-in)',
    tag: 'Local stand-in for SMTP: nothing is sent',
    lead: 'What Pautia would have e-mailed to the support team’s inbox. With SMTP settings (SMTP_HOST) it is sent for real.',
    queue: 'Open requests, in the order the team works them (Premium first)',
    noQueue: 'No open requests.',
    mails: 'Mails that would have been sent, newest first',
    noMails: 'No mail yet.',
    to: 'To',
    replyTo: 'Reply to',
    at: 'At',
    assignee: 'Assigned to',
    team: 'support team',
    replyWithin: (h: number) => `reply within ${h} business hours`,
  },
  es: {
    title: 'Bandeja de soporte (simulación local)',
    tag: 'Simulación local de SMTP: no se envía nada',
    lead: 'Lo que Pautia le habría mandado por correo a la bandeja del equipo de soporte. Con la configuración SMTP (SMTP_HOST) se envía de verdad.',
    queue: 'Pedidos abiertos, en el orden en que los atiende el equipo (Premium primero)',
    noQueue: 'No hay pedidos abiertos.',
    mails: 'Correos que se habrían enviado, el más nuevo primero',
    noMails: 'Todavía no hay correos.',
    to: 'Para',
    replyTo: 'Responder a',
    at: 'Fecha',
    assignee: 'Asignado a',
    team: 'equipo de soporte',
    replyWithin: (h: number) => `respuesta en ${h} horas hábiles`,
  },
} as const;

interface PageMail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  createdAt: string;
}
interface PageRequest {
  id: string;
  plan: keyof typeof PLAN_LABELS;
  topic: string;
  assignee: string | null;
  replyWithinHours: number;
  createdAt: string;
  email: string;
}

/** The local outbox page: the team's queue and every mail that would have gone out. */
export function localMailPage(input: { mails: PageMail[]; queue: PageRequest[]; lang: InterfaceLanguage }): string {
  const t = LOCAL_MAIL_MESSAGES[input.lang];
  return renderPage(
    <StandInPage title={t.title} tag={t.tag} stylesheet={LOCAL_MAIL_CSS_PATH} lang={input.lang}>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <h2>{t.queue}</h2>
      {input.queue.length ? (
        <ol>
          {input.queue.map((r) => (
            <li key={r.id} className="req">
              <h3>{`${PLAN_LABELS[r.plan]} · ${r.topic}`}</h3>
              <p className="meta">
                {`${r.email} · ${t.assignee}: ${r.assignee ?? t.team} · ${t.replyWithin(r.replyWithinHours)} · ${r.createdAt} · ${r.id}`}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.noQueue}</p>
      )}
      <h2>{t.mails}</h2>
      {input.mails.length ? (
        input.mails.map((m, i) => (
          <article key={i} className="mail">
            <h3>{m.subject}</h3>
            <p className="meta">{`${t.to}: ${m.to}${m.replyTo ? ` · ${t.replyTo}: ${m.replyTo}` : ''} · ${t.at}: ${m.createdAt}`}</p>
            <pre>{m.text}</pre>
          </article>
        ))
      ) : (
        <p>{t.noMails}</p>
      )}
    </StandInPage>,
  );
}
