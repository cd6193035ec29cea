import type { ExportFormat } from '@contract/campaign-page';
import type { CampaignItem } from '@contract/campaigns';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { readUserData } from '@/lib/user-data';
import { exportCampaign, saveCsv } from './api/export-campaign';
import { getCampaign } from './api/get-campaign';
import { updateCampaign } from './api/update-campaign';
import { campaignLang, HEADINGS, MATCH_LABELS, UPGRADE_LABELS } from './campaign-copy';
import { AdPreview } from './components/ad-preview';
import { CampaignEditor, editOf, type EditDraft } from './components/campaign-editor';
import './campaign.css';

export interface CampaignPageProps {
  /** The "Google Ads" section (issue 15 plugs its pre-flight review in here). */
  renderGoogleAds?: (campaign: CampaignItem, onChanged: (campaign: CampaignItem, message?: string) => void) => ReactNode;
  /** A results section (issue 18). */
  renderResults?: (campaign: CampaignItem) => ReactNode;
  /** The plan's usage meter, composed by the app layer. */
  usageMeter?: ReactNode;
}

type State = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'ready'; campaign: CampaignItem };

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const money = (n: number) => `$${n.toFixed(2).replace(/\.00$/, '')}`;

/** The Google Ads campaign id out of `customers/{c}/campaigns/{id}`. */
export function googleAdsCampaignId(resourceName: string): string {
  return /campaigns\/(\d+)/.exec(resourceName)?.[1] ?? '';
}

export function googleAdsUrl(customerId: string, campaignId: string): string {
  return `https://ads.google.com/aw/campaigns?campaignId=${encodeURIComponent(campaignId)}&__e=${encodeURIComponent(customerId.replaceAll('-', ''))}`;
}

/** /campaigns/:id: the strategy as an advertiser reads it, editable, exportable and printable. */
export function CampaignPage({ renderGoogleAds, renderResults, usageMeter }: CampaignPageProps) {
  const { id = '' } = useParams();
  const api = useApiClient();
  const user = readUserData();
  const uid = user?.uid;
  const plan = user?.plan ?? 'BASIC';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  // The server's whole message after "Create in Google Ads" (it says the campaign is paused).
  const [createdMessage, setCreatedMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!uid) return setState({ status: 'error', message: 'User not found.' });
    let current = true;
    void getCampaign(api, uid, id).then((res) => {
      if (!current) return;
      if (res.ok) setState({ status: 'ready', campaign: res.data.campaign });
      else if (res.status === 404) setState({ status: 'not-found' });
      else setState({ status: 'error', message: res.error?.message ?? 'We could not load this campaign. Try again.' });
    });
    return () => {
      current = false;
    };
  }, [api, uid, id]);

  if (state.status === 'loading') {
    return (
      <div className="page campaign-page">
        <p role="status" className="muted">
          <span className="spinner spinner-sm" aria-hidden="true" /> Loading campaign…
        </p>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="page campaign-page">
        <h1>{state.status === 'not-found' ? 'Campaign not found' : 'Something went wrong'}</h1>
        <p role="alert">{state.status === 'not-found' ? 'There is no campaign with this link in your account.' : state.message}</p>
        <Link className="btn btn-secondary" to={paths.dashboard}>
          Back to dashboard
        </Link>
      </div>
    );
  }

  const campaign = state.campaign;
  const s = campaign.strategy;
  const lang = campaignLang(campaign.language);
  const h = HEADINGS[lang];
  const premium = plan === 'PREMIUM';

  const save = async (draft: EditDraft) => {
    if (!uid || saving) return;
    setSaving(true);
    setNotice(null);
    const res = await updateCampaign(api, uid, campaign.id, editOf(draft));
    setSaving(false);
    if (res.ok) {
      setState({ status: 'ready', campaign: res.data.campaign });
      setServerErrors({});
      setEditing(false);
      setNotice({ kind: 'success', text: 'Changes saved. Export and "Create in Google Ads" use them.' });
      heading.current?.focus();
    } else if (res.error?.field) {
      setServerErrors({ [res.error.field]: res.error.message });
    } else {
      setNotice({ kind: 'error', text: res.error?.message ?? 'Could not save. Nothing was changed; try again.' });
    }
  };

  const runExport = async (format: ExportFormat) => {
    if (!uid || exporting) return;
    if (!premium) return setUpgrade(true);
    setExporting(format);
    setNotice(null);
    const res = await exportCampaign(api, uid, campaign.id, format);
    setExporting(null);
    if (res.ok) {
      const slug = campaign.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'campaign';
      saveCsv(res.text.replace(/^\uFEFF/, ''), `${slug}-${format === 'editor-csv' ? 'google-ads-editor' : 'keywords'}.csv`);
      setNotice({ kind: 'success', text: format === 'editor-csv' ? 'Downloaded. In Google Ads Editor use Account › Import › From file.' : 'Keywords CSV downloaded.' });
    } else if (res.error?.error === 'PREMIUM_REQUIRED') {
      setUpgrade(true);
    } else {
      setNotice({ kind: 'error', text: res.error?.message ?? 'The export failed. Try again.' });
    }
  };

  const ads = campaign.googleAds;
  const adsCampaignId = ads ? googleAdsCampaignId(ads.campaignResourceName) : '';

  return (
    <div className="page campaign-page" lang={lang}>
      <nav className="campaign-back no-print" aria-label="Breadcrumb">
        <Link to={paths.dashboard}>← Dashboard</Link>
      </nav>
      <header className="campaign-header">
        <h1 ref={heading} tabIndex={-1}>
          {campaign.name}
        </h1>
        <p className="campaign-status">
          <span className={`badge${campaign.status === 'Draft' ? ' badge-warning' : ' badge-success'}`}>{campaign.status}</span>{' '}
          <span className="muted">
            Created <time dateTime={campaign.createdAt}>{dateFormat.format(new Date(campaign.createdAt))}</time>
            {campaign.updatedAt && campaign.updatedAt !== campaign.createdAt && (
              <>
                {' · '}Updated <time dateTime={campaign.updatedAt}>{dateFormat.format(new Date(campaign.updatedAt))}</time>
              </>
            )}
          </span>
        </p>
        <p className="muted campaign-facts">{[campaign.objective, campaign.type, campaign.location, campaign.language].filter(Boolean).join(' · ')}</p>
        <div className="campaign-actions no-print">
          {s && !editing && !ads && (
            <button type="button" className="btn btn-secondary" onClick={() => { setEditing(true); setNotice(null); }}>
              Edit
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
        </div>
      </header>

      {usageMeter}
      {notice && (
        <p className={`alert alert-${notice.kind} no-print`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      {editing && s ? (
        <CampaignEditor campaign={campaign} saving={saving} serverErrors={serverErrors} onSave={(d) => void save(d)} onCancel={() => { setEditing(false); setServerErrors({}); }} />
      ) : s ? (
        <div className="strategy-doc">
          <section aria-labelledby="sec-summary">
            <h2 id="sec-summary">{h['summary']}</h2>
            <p>{s.summary}</p>
            <p className="muted">{h['bidding']}: {s.bidding}</p>
          </section>
          <section aria-labelledby="sec-preview">
            <h2 id="sec-preview">{h['preview']}</h2>
            <AdPreview strategy={s} landingPage={campaign.link1 ?? ''} path1={s.adGroups[0]?.keywords[0]?.text.toLowerCase().replace(/\s+/g, '-').slice(0, 15) ?? ''} label={h['preview']!} />
            <h3>{h['headlines']}</h3>
            <ol className="copy-list">
              {s.headlines.map((line, i) => <li key={i}>{line} <span className="muted counter">{line.length}/30</span></li>)}
            </ol>
            <h3>{h['descriptions']}</h3>
            <ol className="copy-list">
              {s.descriptions.map((line, i) => <li key={i}>{line} <span className="muted counter">{line.length}/90</span></li>)}
            </ol>
          </section>
          <section aria-labelledby="sec-groups">
            <h2 id="sec-groups">{h['adGroups']}</h2>
            {s.adGroups.map((g) => (
              <div key={g.name} className="ad-group">
                <h3>{g.name}</h3>
                <ul className="keyword-list">
                  {g.keywords.map((k) => (
                    <li key={k.text + k.matchType}>
                      {k.text} <span className="badge">{MATCH_LABELS[k.matchType]}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <h3>{h['negatives']}</h3>
            <p>{s.negativeKeywords.length ? s.negativeKeywords.join(', ') : '-'}</p>
          </section>
          <section aria-labelledby="sec-budget">
            <h2 id="sec-budget">{h['budget']}</h2>
            <dl className="budget-list">
              <div><dt>{h['weekly']}</dt><dd>{money(s.budget.weekly)}</dd></div>
              <div><dt>{h['daily']}</dt><dd>{money(s.budget.daily)}</dd></div>
              {s.budget.split.map((part) => <div key={part.label}><dt>{part.label}</dt><dd>{money(part.amount)}</dd></div>)}
            </dl>
          </section>
          <section aria-labelledby="sec-kpis">
            <h2 id="sec-kpis">{h['kpis']}</h2>
            <ul>{s.kpis.map((k) => <li key={k}>{k}</li>)}</ul>
          </section>
          <section aria-labelledby="sec-next">
            <h2 id="sec-next">{h['nextSteps']}</h2>
            <ol>{s.nextSteps.map((k) => <li key={k}>{k}</li>)}</ol>
          </section>
          {s.callouts && s.callouts.length > 0 && (
            <section aria-labelledby="sec-callouts">
              <h2 id="sec-callouts">{h['callouts']}</h2>
              <ul className="keyword-list">{s.callouts.map((c) => <li key={c}>{c}</li>)}</ul>
            </section>
          )}
          {s.abTest && (
            <section aria-labelledby="sec-abtest">
              <h2 id="sec-abtest">{h['abTest']}</h2>
              <p>{s.abTest.angle}</p>
              <h3>{h['variantB']}</h3>
              <ol className="copy-list">{s.abTest.headlines.map((line, i) => <li key={`h${i}`}>{line}</li>)}</ol>
              <ol className="copy-list">{s.abTest.descriptions.map((line, i) => <li key={`d${i}`}>{line}</li>)}</ol>
              <dl className="budget-list">
                <div><dt>{h['hypothesis']}</dt><dd>{s.abTest.hypothesis}</dd></div>
                <div><dt>{h['metric']}</dt><dd>{s.abTest.metric}</dd></div>
                <div><dt>{h['decide']}</dt><dd>{s.abTest.clicksPerVariant}</dd></div>
              </dl>
            </section>
          )}
        </div>
      ) : (
        <p className="alert alert-warning">This campaign has no strategy: its generation did not finish. Create it again from the dashboard.</p>
      )}

      {s && (
        <section className="card export-tools no-print" aria-labelledby="sec-export">
          <h2 id="sec-export">Export tools</h2>
          {!premium && (
            <p className="muted">
              Export tools are part of Premium.{' '}
              <Link to={paths.pricing}>{UPGRADE_LABELS[plan] ?? 'Go Premium'}</Link>
            </p>
          )}
          <div className="wizard-actions">
            <button type="button" className="btn btn-secondary" aria-disabled={exporting !== null} onClick={() => void runExport('editor-csv')}>
              {exporting === 'editor-csv' ? 'Exporting…' : 'Google Ads Editor CSV'}
            </button>
            <button type="button" className="btn btn-secondary" aria-disabled={exporting !== null} onClick={() => void runExport('keywords-csv')}>
              {exporting === 'keywords-csv' ? 'Exporting…' : 'Keywords CSV'}
            </button>
          </div>
          {upgrade && !premium && (
            <div className="alert alert-warning" role="alert">
              <p>Exports are part of the Premium plan.</p>
              <Link className="btn btn-primary btn-sm" to={paths.pricing}>
                {UPGRADE_LABELS[plan] ?? 'Go Premium'}
              </Link>
            </div>
          )}
        </section>
      )}

      <section className="card google-ads-section no-print" aria-labelledby="sec-google-ads">
        <h2 id="sec-google-ads">Google Ads</h2>
        {ads ? (
          <div>
            {createdMessage && (
              <p className="alert alert-success" role="status">
                {createdMessage}
              </p>
            )}
            <p>
              In your Google Ads account{ads.status === 'ENABLED' ? ', enabled' : ads.status === 'PAUSED' ? ', paused' : ''}. Customer {ads.customerId}, campaign{' '}
              {adsCampaignId}.
            </p>
            <a className="btn btn-primary" href={googleAdsUrl(ads.customerId, adsCampaignId)} target="_blank" rel="noreferrer">
              Open in Google Ads<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        ) : renderGoogleAds ? (
          renderGoogleAds(campaign, (c, message) => {
            setCreatedMessage(message ?? null);
            setState({ status: 'ready', campaign: c });
          })
        ) : (
          <p className="muted">Not in Google Ads yet.{premium ? ' Create it from the strategy screen on the dashboard.' : ' Creating campaigns in Google Ads is part of Premium.'}</p>
        )}
      </section>

      {renderResults?.(campaign)}
    </div>
  );
}
