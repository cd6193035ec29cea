import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SUPPORT_BY_PLAN, type Plan } from '@contract/plans';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, type SupportRequest, type SupportTopic } from '@contract/support';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { PageTitle, useI18n, type MessageId } from '@/lib/i18n';
import { useOpenSupportRequest, useSupportRequests } from './api/support-requests';
import './support.css';

const TOPIC_LABELS: Record<SupportTopic, MessageId> = {
  billing: 'support.topic.billing',
  campaign: 'support.topic.campaign',
  google_ads: 'support.topic.google_ads',
  account: 'support.topic.account',
  other: 'support.topic.other',
};

const STATUS_LABELS: Record<SupportRequest['status'], MessageId> = {
  open: 'support.status.open',
  answered: 'support.status.answered',
  closed: 'support.status.closed',
};

/** What support means on each plan (its reply time and priority are SUPPORT_BY_PLAN's). */
const PLAN_SUPPORT: Record<Plan, MessageId> = {
  BASIC: 'support.plan.BASIC',
  TRIAL: 'support.plan.TRIAL',
  PRO: 'support.plan.PRO',
  PREMIUM: 'support.plan.PREMIUM',
};

/** What the chat's "Talk to a person" hands over (router state). */
interface FromChat {
  campaignId?: string | null;
  conversation?: { role: 'user' | 'assistant' | 'system'; text: string }[];
}

function readState(state: unknown): FromChat {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const conversation = Array.isArray(s['conversation'])
    ? s['conversation']
        .filter(
          (m): m is { role: 'user' | 'assistant' | 'system'; text: string } =>
            typeof m === 'object' &&
            m !== null &&
            ['user', 'assistant', 'system'].includes(String((m as Record<string, unknown>)['role'])) &&
            typeof (m as Record<string, unknown>)['text'] === 'string',
        )
        .slice(-SUPPORT_LIMITS.conversation)
    : [];
  const campaignId = typeof s['campaignId'] === 'string' ? s['campaignId'] : null;
  return { campaignId, conversation };
}

/**
 * /help: "Talk to a person". A support request with the chat's conversation and
 * campaign attached, what support means on the user's plan, and their requests to follow.
 */
export default function SupportPage() {
  const { t, date } = useI18n();
  const { plan } = useCurrentUser();
  const location = useLocation();
  const [fromChat] = useState(() => readState(location.state));
  const requests = useSupportRequests();
  const open = useOpenSupportRequest();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [attach, setAttach] = useState(true);
  const [outcome, setOutcome] = useState<{ kind: 'sent'; assignee: string | null; hours: number } | { kind: 'error'; text: string } | null>(
    null,
  );
  const ids = { topic: useId(), message: useId(), attach: useId(), list: useId() };
  const conversation = fromChat.conversation ?? [];
  const support = SUPPORT_BY_PLAN[plan];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    if (!topic || !message.trim()) {
      setOutcome({ kind: 'error', text: t('support.form.missing') });
      return;
    }
    setOutcome(null);
    const result = await open.mutateAsync({
      topic,
      message,
      ...(attach && fromChat.campaignId ? { campaignId: fromChat.campaignId } : {}),
      conversation: attach ? conversation : [],
    });
    if (result.ok) {
      setMessage('');
      setTopic('');
      // Premium names its account manager: who replies, and within how long.
      setOutcome({ kind: 'sent', assignee: result.data.assignee, hours: result.data.replyWithinHours });
    } else setOutcome({ kind: 'error', text: result.error?.message ?? t('support.form.failed') });
  };

  return (
    <div className="page narrow support">
      <PageTitle title={t('support.pageTitle')} />
      <h1>{t('support.heading')}</h1>
      <p className="muted">{t('support.intro')}</p>
      <p className="card support-plan">{t(PLAN_SUPPORT[plan])}</p>

      <form className="card form-grid support-form" onSubmit={submit} noValidate aria-labelledby={`${ids.topic}-h`}>
        <h2 id={`${ids.topic}-h`}>{t('support.form.heading')}</h2>
        <div className="field">
          <label htmlFor={ids.topic}>{t('support.form.topic')}</label>
          <select id={ids.topic} value={topic} onChange={(e) => setTopic(e.target.value as SupportTopic | '')} required>
            <option value="">{t('support.form.chooseTopic')}</option>
            {SUPPORT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(TOPIC_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.message}>{t('support.form.message')}</label>
          <textarea
            id={ids.message}
            value={message}
            maxLength={SUPPORT_LIMITS.message}
            rows={5}
            required
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        {(conversation.length > 0 || fromChat.campaignId) && (
          <label className="support-attach" htmlFor={ids.attach}>
            <input id={ids.attach} type="checkbox" checked={attach} onChange={(e) => setAttach(e.target.checked)} />
            {t('support.form.attach', { count: conversation.length })}
          </label>
        )}
        {outcome?.kind === 'error' && (
          <p className="alert alert-error" role="alert">
            {outcome.text}
          </p>
        )}
        {outcome?.kind === 'sent' && (
          <p className="alert alert-success" role="status">
            {outcome.assignee
              ? t('support.form.sentManager', { name: outcome.assignee, hours: outcome.hours })
              : t('support.form.sent', { hours: outcome.hours || support.replyHours })}
          </p>
        )}
        <div className="support-actions">
          <Link to={paths.dashboard} className="btn btn-ghost">
            {t('support.backToChat')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={open.isPending}>
            {open.isPending ? t('support.form.sending') : t('support.form.send')}
          </button>
        </div>
      </form>

      <section className="card support-list" aria-labelledby={ids.list}>
        <h2 id={ids.list}>{t('support.list.heading')}</h2>
        {requests.isPending && (
          <p role="status" className="support-status">
            <span className="spinner" aria-hidden="true" />
            {t('support.list.loading')}
          </p>
        )}
        {requests.isError && (
          <div className="alert alert-error" role="alert">
            <p>{t('support.list.failed')}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void requests.refetch()}>
              {t('support.list.retry')}
            </button>
          </div>
        )}
        {requests.data && requests.data.requests.length === 0 && <p className="muted">{t('support.list.empty')}</p>}
        {requests.data && requests.data.requests.length > 0 && (
          <ul className="support-requests">
            {requests.data.requests.map((r) => (
              <li key={r.id} className="support-request">
                <p className="support-request-title">
                  <strong>{t(TOPIC_LABELS[r.topic])}</strong> · <span className="badge">{t(STATUS_LABELS[r.status])}</span>
                </p>
                <p className="support-request-message">{r.message}</p>
                <p className="muted support-request-meta">
                  {t('support.list.meta', {
                    date: date(Date.parse(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
                    who: r.assignee ?? t('support.list.team'),
                    hours: r.replyWithinHours,
                  })}
                  {r.campaign ? ` · ${t('support.list.campaign', { name: r.campaign.name })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
