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
  };
});

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
