import type { InterfaceLanguage } from '../../contract/languages.js';
import { PLAN_LABELS } from '../../contract/plans.js';
import { renderPage, STAND_IN_BASE_CSS, StandInPage } from '../pages/shell.js';
import { inEachLanguage, interfaceVariant } from '../../i18n/messages.js';
import { localText } from '../text.js';

export const LOCAL_MAIL_CSS_PATH = '/local/mail-assets/mail.css';
export const LOCAL_MAIL_CSS = `${STAND_IN_BASE_CSS}
body{align-items:flex-start}
.sheet{max-width:760px}
.mail,.req{border:1px solid #dbe1ea;border-radius:12px;padding:12px 16px;margin:0 0 12px;overflow-wrap:anywhere}
.mail h3,.req h3{font-size:1rem;margin:0 0 4px}
.meta{font-size:.875rem;color:#475569;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;font-size:.875rem;margin:0;background:#f6f8fb;padding:8px;border-radius:8px}
ol{padding-left:20px}
.run-now{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}
`;

export const LOCAL_MAIL_MESSAGES = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    title: localText('local.mail.title', v),
    tag: localText('local.mail.tag', v),
    lead: localText('local.mail.lead', v),
    queue: localText('local.mail.queue', v),
    noQueue: localText('local.mail.noQueue', v),
    mails: localText('local.mail.mails', v),
    noMails: localText('local.mail.noMails', v),
    to: localText('local.mail.to', v),
    replyTo: localText('local.mail.replyTo', v),
    at: localText('local.mail.at', v),
    assignee: localText('local.mail.assignee', v),
    team: localText('local.mail.team', v),
    replyWithin: (h: number) => localText('local.mail.replyWithin', v, { hours: h }),
    outbox: localText('local.mail.outbox', v),
    noOutbox: localText('local.mail.noOutbox', v),
    failed: localText('local.mail.failed', v),
    pending: localText('local.mail.pending', v),
    sent: localText('local.mail.sent', v),
    language: localText('local.mail.language', v),
    attempts: localText('local.mail.attempts', v),
    kind: localText('local.mail.kind', v),
    runNow: localText('local.mail.runNow', v),
    runAlerts: localText('local.mail.runAlerts', v),
    runReport: localText('local.mail.runReport', v),
    runOutbox: localText('local.mail.runOutbox', v),
  };
});

interface PageMail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  createdAt: string;
}
interface PageMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  language: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
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
export function localMailPage(input: {
  mails: PageMail[];
  queue: PageRequest[];
  messages?: PageMessage[];
  lang: InterfaceLanguage;
}): string {
  const t = LOCAL_MAIL_MESSAGES[input.lang];
  const messages = input.messages ?? [];
  const groups = [
    { key: 'failed', title: t.failed, items: messages.filter((m) => m.status === 'failed') },
    { key: 'pending', title: t.pending, items: messages.filter((m) => m.status === 'pending' || m.status === 'sending') },
    { key: 'sent', title: t.sent, items: messages.filter((m) => m.status === 'sent') },
  ];
  return renderPage(
    <StandInPage title={t.title} tag={t.tag} stylesheet={LOCAL_MAIL_CSS_PATH} lang={input.lang}>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <p className="meta">{t.runNow}</p>
      {/* "Run now": each form POSTs to the job's path, which answers what it did (JSON). */}
      <div className="run-now">
        <form method="post" action="/local/schedules/alerts/run">
          <button type="submit">{t.runAlerts}</button>
        </form>
        <form method="post" action="/local/schedules/weekly-report/run?force=1">
          <button type="submit">{t.runReport}</button>
        </form>
        <form method="post" action="/local/schedules/outbox/run">
          <button type="submit">{t.runOutbox}</button>
        </form>
      </div>
      <h2>{t.outbox}</h2>
      {messages.length ? (
        groups
          .filter((g) => g.items.length)
          .map((g) => (
            <section key={g.key} data-status={g.key}>
              <h3>{`${g.title} (${g.items.length})`}</h3>
              <ol>
                {g.items.map((m) => (
                  <li key={m.id} className="req" data-outbox-id={m.id}>
                    <h3>{m.subject}</h3>
                    <p className="meta">
                      {`${t.to}: ${m.to} · ${t.language}: ${m.language} · ${t.kind}: ${m.kind} · ${t.attempts}: ${m.attempts} · ${t.at}: ${m.sentAt ?? m.createdAt}`}
                      {m.lastError && m.status !== 'sent' ? ` · ${m.lastError}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))
      ) : (
        <p>{t.noOutbox}</p>
      )}
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
