import { useId, useState, type FormEvent } from 'react';
import { SITE_PLATFORMS, type SitePlatform, type TrackingResponse } from '@contract/tracking';
import { Field } from '@/components/field';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useEmailInstructions, useTracking } from './api/tracking';
import './tracking.css';

export interface TrackingSectionProps {
  uid: string;
  campaignId: string;
}

type Action = TrackingResponse['actions'][number];

const STATE_TEXT: Record<Action['state'], [MessageId, MessageId]> = {
  NOT_INSTALLED: ['tracking.state.NOT_INSTALLED', 'tracking.state.help.NOT_INSTALLED'],
  NO_CONVERSIONS_YET: ['tracking.state.NO_CONVERSIONS_YET', 'tracking.state.help.NO_CONVERSIONS_YET'],
  RECORDING: ['tracking.state.RECORDING', 'tracking.state.help.RECORDING'],
  SILENT: ['tracking.state.SILENT', 'tracking.state.help.SILENT'],
};

const WHERE: Record<NonNullable<Action['tag']>['type'], MessageId> = {
  WEBPAGE: 'tracking.where.WEBPAGE',
  WEBPAGE_ONCLICK: 'tracking.where.WEBPAGE_ONCLICK',
};

/** Each platform's name and its steps. */
const PLATFORMS: Record<SitePlatform, [MessageId, MessageId]> = {
  html: ['tracking.platform.html', 'tracking.steps.html'],
  wordpress: ['tracking.platform.wordpress', 'tracking.steps.wordpress'],
  wix: ['tracking.platform.wix', 'tracking.steps.wix'],
  shopify: ['tracking.platform.shopify', 'tracking.steps.shopify'],
  tiendanube: ['tracking.platform.tiendanube', 'tracking.steps.tiendanube'],
  gtm: ['tracking.platform.gtm', 'tracking.steps.gtm'],
};

const STATE_CLASS: Record<Action['state'], string> = {
  NOT_INSTALLED: 'tracking-state-off',
  NO_CONVERSIONS_YET: 'tracking-state-wait',
  RECORDING: 'tracking-state-on',
  SILENT: 'tracking-state-alert',
};

/** A code block with its copy button (the clipboard, or a plain-words failure to copy by hand). */
function CodeBlock({ label, code }: { label: string; code: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="tracking-code">
      <p id={id} className="tracking-code-label">
        {label}
      </p>
      <pre aria-labelledby={id}>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={t('tracking.copy.label', { what: label })}
        onClick={() => void copy()}
      >
        {t('tracking.copy')}
      </button>
      <span role="status" className="tracking-copied">
        {copied === 'yes' ? t('tracking.copied') : copied === 'failed' ? t('tracking.copyFailed') : ''}
      </span>
    </div>
  );
}

/**
 * The campaign page's tracking section: per conversion action, its state read back from Google
 * Ads, its conversions, and for a website action what to paste and where, with steps for the site's
 * platform; the steps can be e-mailed to whoever runs the site.
 */
export function TrackingSection({ uid, campaignId }: TrackingSectionProps) {
  const { t, money, date } = useI18n();
  const ids = useId();
  const { data, isPending, isError, refetch } = useTracking(uid, campaignId);
  const [platform, setPlatform] = useState<SitePlatform>('html');
  const [to, setTo] = useState('');
  const email = useEmailInstructions(uid, campaignId);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<string | undefined>();

  async function send(e: FormEvent) {
    e.preventDefault();
    setSentTo(undefined);
    setEmailError(undefined);
    const res = await email.mutateAsync({ to: to.trim(), platform });
    if (res.ok) setSentTo(to.trim());
    else setEmailError(res.error?.message ?? t('tracking.email.failed'));
  }

  const title = (
    <h2 id={`${ids}-title`} className="tracking-title">
      {t('tracking.title')}
    </h2>
  );
  if (isPending) {
    return (
      <section className="tracking" aria-labelledby={`${ids}-title`} aria-busy="true">
        {title}
        <p role="status">{t('tracking.loading')}</p>
      </section>
    );
  }
  if (isError || !data) {
    return (
      <section className="tracking" aria-labelledby={`${ids}-title`}>
        {title}
        <p role="alert">{t('tracking.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
          {t('tracking.retry')}
        </button>
      </section>
    );
  }
  const hasTags = data.actions.some((a) => a.tag);
  return (
    <section className="tracking" aria-labelledby={`${ids}-title`}>
      {title}
      {data.actions.length === 0 ? (
        <p>{t('tracking.none')}</p>
      ) : (
        <>
          <p className="tracking-lead">{t('tracking.lead')}</p>
          {data.checkedAt && (
            <p className="tracking-muted">
              {t('tracking.checked', { when: date(data.checkedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
          )}
          {hasTags && (
            <Field id={`${ids}-platform`} label={t('tracking.platform')}>
              {(control) => (
                <select {...control} value={platform} onChange={(e) => setPlatform(e.target.value as SitePlatform)}>
                  {SITE_PLATFORMS.map((p) => (
                    <option key={p} value={p}>
                      {t(PLATFORMS[p][0])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <ul className="tracking-actions">
            {data.actions.map((a) => (
              <li key={a.resourceName || a.name} className="tracking-action" aria-labelledby={`${ids}-${a.kind}`}>
                <h3 id={`${ids}-${a.kind}`}>{a.name}</h3>
                <p>
                  <span className={`tracking-state ${STATE_CLASS[a.state]}`}>{t(STATE_TEXT[a.state][0], { days: a.silentDays ?? 0 })}</span>{' '}
                  <span className="tracking-muted">{t(STATE_TEXT[a.state][1])}</span>
                </p>
                <p>
                  {a.conversions > 0
                    ? t('tracking.figures', {
                        count: a.conversions,
                        cost: a.costPerConversion !== null ? money(a.costPerConversion, data.currency) : '—',
                      })
                    : t('tracking.figures.none')}
                </p>
                {a.kind === 'CALL_FROM_ADS' && <p>{t('tracking.call', { seconds: a.callSeconds ?? 60 })}</p>}
                {a.tag && (
                  <>
                    <p>{t(WHERE[a.tag.type])}</p>
                    <p className="tracking-steps">{t(PLATFORMS[platform][1])}</p>
                    <CodeBlock label={`${t('tracking.globalTag')} — ${a.name}`} code={a.tag.globalSiteTag} />
                    <CodeBlock label={`${t('tracking.eventSnippet')} — ${a.name}`} code={a.tag.eventSnippet} />
                  </>
                )}
              </li>
            ))}
          </ul>
          {hasTags && (
            <form className="tracking-email" onSubmit={(e) => void send(e)} aria-labelledby={`${ids}-email`}>
              <h3 id={`${ids}-email`}>{t('tracking.email.title')}</h3>
              <Field id={`${ids}-to`} label={t('tracking.email.to')}>
                {(control) => (
                  <input {...control} type="email" required autoComplete="email" value={to} onChange={(e) => setTo(e.target.value)} />
                )}
              </Field>
              <button type="submit" className="btn btn-primary" disabled={email.isPending || !to.trim()}>
                {email.isPending ? t('tracking.email.sending') : t('tracking.email.send')}
              </button>
              {sentTo && <p role="status">{t('tracking.email.sent', { to: sentTo })}</p>}
              {emailError && <p role="alert">{emailError}</p>}
            </form>
          )}
        </>
      )}
    </section>
  );
}
