import { MATCH_TYPES, type ExportFormat } from '@contract/campaign-page';
import { adsOf, type Campaign } from '@contract/campaigns';
import { languageFromField } from '@contract/content-language';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StrategyDocument, StrategyPlainText } from '@/components/strategy/strategy-document';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { PageTitle, useI18n, type MessageId } from '@/lib/i18n';
import { ApiError } from '@/lib/query-client';
import { exportCampaign, saveCsv } from './api/export-campaign';
import { useCampaign } from './api/get-campaign';
import { campaignKeys } from './api/keys';
import { useUpdateCampaign } from './api/update-campaign';
import { FACT_LABELS, PROBLEM_LABELS, STATUS_LABELS, UPGRADE_LABELS } from './campaign-copy';
import { AdPreview } from './components/ad-preview';
import { CampaignEditor, draftField, type PreparedEdit } from './components/campaign-editor';
import { MatchTypesNote } from './components/match-types-note';
import './campaign.css';

interface CampaignPageProps {
  /** The "Google Ads" section (the pre-flight review plugs in here). */
  renderGoogleAds?: (campaign: Campaign, onChanged: (campaign: Campaign, message?: string) => void) => ReactNode;
  /** A results section: the figures and fixes, or the history of changes. */
  renderResults?: (campaign: Campaign, view: 'results' | 'history') => ReactNode;
  /** The plan's usage meter, composed by the app layer. */
  usageMeter?: ReactNode;
}

/** An error is the server's own words, or one of ours to translate. */
type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string | MessageId; ours?: boolean }
  | { status: 'ready'; campaign: Campaign };
type Notice = { kind: 'success' | 'error'; text: string };

/** What the page shows for the campaign query: a kept campaign wins over a later failed read. */
function pageState(uid: string | null, campaign: Campaign | undefined, error: Error | null): State {
  if (!uid) return { status: 'error', message: 'campaign.error.noUser', ours: true };
  if (campaign) return { status: 'ready', campaign };
  if (!error) return { status: 'loading' };
  const result = error instanceof ApiError ? error.result : undefined;
  if (result?.status === 404) return { status: 'not-found' };
  if (result?.error?.message) return { status: 'error', message: result.error.message };
  return { status: 'error', message: 'campaign.error.load', ours: true };
}

/**
 * The page's sections: one at a time on screen, each with its own address
 * (#ads, #results…), so no view is one endless column; printing shows the whole strategy.
 */
const SECTIONS = ['overview', 'ads', 'keywords', 'budget', 'results', 'history'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_LABELS: Record<Section, MessageId> = {
  overview: 'campaign.sections.overview',
  ads: 'campaign.sections.ads',
  keywords: 'campaign.sections.keywords',
  budget: 'campaign.sections.budget',
  results: 'campaign.sections.results',
  history: 'campaign.sections.history',
};

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
  const { hash } = useLocation();
  const api = useApiClient();
  const { t, rich, dateTime } = useI18n();
  const currentUser = useCurrentUser();
  const { uid, plan } = currentUser;
  const queryClient = useQueryClient();
  const query = useCampaign(uid, id);
  const { mutateAsync: updateCampaign } = useUpdateCampaign();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  // The server's whole message after "Create in Google Ads" (it says the campaign is paused).
  const [createdMessage, setCreatedMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = pageState(uid, query.data?.campaign, query.error);

  if (state.status === 'loading') {
    return (
      <div className="page campaign-page">
        <PageTitle title={t('campaign.title')} />
        <p role="status" className="muted">
          <span className="spinner spinner-sm" aria-hidden="true" /> {t('campaign.loading')}
        </p>
      </div>
    );
  }
  if (state.status !== 'ready') {
    const notFound = state.status === 'not-found';
    return (
      <div className="page campaign-page">
        <PageTitle title={notFound ? t('campaign.notFound.title') : t('campaign.title')} />
        <h1>{notFound ? t('campaign.notFound.title') : t('campaign.error.title')}</h1>
        <p role="alert">{notFound ? t('campaign.notFound.body') : state.ours ? t(state.message as MessageId) : state.message}</p>
        <Link className="btn btn-secondary" to={paths.dashboard}>
          {t('campaign.backToDashboard')}
        </Link>
      </div>
    );
  }

  const campaign = state.campaign;
  const s = campaign.strategy;
  // The strategy's own text is in the campaign's language; everything around it in the reader's.
  const lang = languageFromField(campaign.language);
  // Exports, like creation in Google Ads, come with the plans that have Google Ads (the server checks the same).
  const premium = currentUser.can('googleAds');
  const upgradeLabel = t(UPGRADE_LABELS[plan] ?? 'campaign.upgrade.PRO');
  const factLabel = (value: string) => (FACT_LABELS[value] ? t(FACT_LABELS[value]) : value);
  const statusLabel = STATUS_LABELS[campaign.status];

  const save = async ({ edit, groupIndex }: PreparedEdit) => {
    if (!uid || saving) return;
    setNotice(null);
    // Only what changed is sent; with nothing changed there is nothing to send.
    if (Object.keys(edit).length === 0) {
      setServerErrors({});
      setEditing(false);
      setNotice({ kind: 'success', text: t('group-edit.nothingChanged') });
      return;
    }
    setSaving(true);
    const res = await updateCampaign({ uid, id: campaign.id, edit });
    setSaving(false);
    if (res.ok) {
      setServerErrors({});
      setEditing(false);
      setNotice({ kind: 'success', text: t('campaign.saved') });
      heading.current?.focus();
    } else if (res.error?.field) {
      setServerErrors({ [draftField(res.error.field, groupIndex)]: res.error.message });
    } else {
      setNotice({ kind: 'error', text: res.error?.message ?? t('campaign.saveFailed') });
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
      const slug =
        campaign.name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'campaign';
      saveCsv(res.text.replace(/^\uFEFF/, ''), `${slug}-${format === 'editor-csv' ? 'google-ads-editor' : 'keywords'}.csv`);
      setNotice({ kind: 'success', text: format === 'editor-csv' ? t('campaign.export.editorDone') : t('campaign.export.keywordsDone') });
    } else if (res.error?.error === 'PREMIUM_REQUIRED') {
      setUpgrade(true);
    } else {
      setNotice({ kind: 'error', text: res.error?.message ?? t('campaign.export.failed') });
    }
  };

  const ads = campaign.googleAds;
  // Sections that have something to show: the strategy's parts when it is structured, results once in Google Ads.
  const sections = SECTIONS.filter((x) =>
    x === 'overview' ? true : x === 'results' || x === 'history' ? !!(ads && renderResults) : !!s && !editing,
  );
  const asked = hash.slice(1) as Section;
  // A campaign running in Google Ads opens on its results; any other on its overview.
  const view: Section = sections.includes(asked) ? asked : sections.includes('results') ? 'results' : 'overview';
  const adsCampaignId = ads ? googleAdsCampaignId(ads.campaignResourceName) : '';
  const matchTypes = s ? MATCH_TYPES.filter((m) => s.adGroups.some((g) => g.keywords.some((k) => k.matchType === m))) : [];

  // The first ad group's own ad (a strategy stored before reads as its shared set).
  const firstAd = s ? adsOf(s)[0] : undefined;
  const preview = s ? (
    <AdPreview
      strategy={{ ...s, headlines: firstAd?.headlines ?? s.headlines, descriptions: firstAd?.descriptions ?? s.descriptions }}
      landingPage={campaign.pages.landing ?? ''}
      path1={firstAd?.path1 ?? ''}
      path2={firstAd?.path2 ?? ''}
      label={t('campaign.doc.preview')}
      lang={lang}
    />
  ) : null;
  const strategyView =
    editing && s ? (
      <CampaignEditor
        campaign={campaign}
        saving={saving}
        serverErrors={serverErrors}
        onSave={(d) => void save(d)}
        onCancel={() => {
          setEditing(false);
          setServerErrors({});
        }}
      />
    ) : s ? (
      <StrategyDocument
        strategy={s}
        language={campaign.language}
        // The overview shows the ad preview on its own (below); the Ads section within the ads.
        preview={view === 'overview' ? undefined : preview}
        groupsNote={<MatchTypesNote types={matchTypes} />}
      />
    ) : campaign.strategyText ? (
      <StrategyPlainText text={campaign.strategyText} language={campaign.language} />
    ) : (
      <p className="alert alert-warning">{t('campaign.noStrategy')}</p>
    );
  const strategyShown = view === 'overview' || view === 'ads' || view === 'keywords' || view === 'budget';

  return (
    <div className="page campaign-page">
      <PageTitle title={t('campaign.title.named', { name: campaign.name })} />
      <nav className="campaign-back no-print" aria-label={t('campaign.breadcrumb')}>
        <Link to={paths.dashboard}>{t('campaign.back')}</Link>
      </nav>
      <header className="campaign-header">
        <h1 ref={heading} tabIndex={-1}>
          {campaign.name}
        </h1>
        <p className="campaign-status">
          <span className={`badge${campaign.status === 'Draft' ? ' badge-warning' : ' badge-success'}`}>
            {statusLabel ? t(statusLabel) : campaign.status}
          </span>{' '}
          {ads?.problems?.map((p) => (
            <span key={p} className="badge badge-warning campaign-problem">
              {t(PROBLEM_LABELS[p])}
            </span>
          ))}{' '}
          <span className="muted">
            {rich('campaign.created', {
              date: (
                <time key="created" dateTime={campaign.createdAt}>
                  {dateTime(campaign.createdAt)}
                </time>
              ),
            })}
            {campaign.updatedAt && campaign.updatedAt !== campaign.createdAt && (
              <>
                {' · '}
                {rich('campaign.updated', {
                  date: (
                    <time key="updated" dateTime={campaign.updatedAt}>
                      {dateTime(campaign.updatedAt)}
                    </time>
                  ),
                })}
              </>
            )}
          </span>
        </p>
        <p className="muted campaign-facts">
          {[factLabel(campaign.objective), factLabel(campaign.type), campaign.location, campaign.language].filter(Boolean).join(' · ')}
        </p>
        <div className="campaign-actions no-print">
          {s && !editing && !ads && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setEditing(true);
                setNotice(null);
              }}
            >
              {t('campaign.edit')}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
            {t('campaign.print')}
          </button>
        </div>
      </header>

      {sections.length > 1 && (
        <nav className="campaign-sections no-print" aria-label={t('campaign.sections.label')}>
          <ul>
            {sections.map((x) => (
              <li key={x}>
                <Link to={{ hash: x }} replace aria-current={view === x ? 'true' : undefined}>
                  {t(SECTION_LABELS[x])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {usageMeter}
      {notice && (
        <p className={`alert alert-${notice.kind} no-print`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      <div className={`campaign-view campaign-view-${view}${strategyShown ? '' : ' campaign-view-off'}`}>{strategyView}</div>
      {view === 'overview' && !editing && preview && <div className="campaign-overview-preview">{preview}</div>}

      {view === 'overview' && s && (
        <section className="card export-tools no-print" aria-labelledby="sec-export">
          <h2 id="sec-export">{t('campaign.export.heading')}</h2>
          {!premium && (
            <p className="muted">
              {t('campaign.export.premiumOnly')} <Link to={paths.pricing}>{upgradeLabel}</Link>
            </p>
          )}
          <div className="wizard-actions">
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={exporting !== null}
              onClick={() => void runExport('editor-csv')}
            >
              {exporting === 'editor-csv' ? t('campaign.export.busy') : t('campaign.export.editorCsv')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={exporting !== null}
              onClick={() => void runExport('keywords-csv')}
            >
              {exporting === 'keywords-csv' ? t('campaign.export.busy') : t('campaign.export.keywordsCsv')}
            </button>
          </div>
          {upgrade && !premium && (
            <div className="alert alert-warning" role="alert">
              <p>{t('campaign.export.upgrade')}</p>
              <Link className="btn btn-primary btn-sm" to={paths.pricing}>
                {upgradeLabel}
              </Link>
            </div>
          )}
        </section>
      )}

      {view === 'overview' && (
        <section className="card google-ads-section no-print" aria-labelledby="sec-google-ads">
          <h2 id="sec-google-ads">{t('campaign.googleAds.heading')}</h2>
          {ads ? (
            <div>
              {createdMessage && (
                <p className="alert alert-success" role="status">
                  {createdMessage}
                </p>
              )}
              <p>{t('campaign.googleAds.inAccount', { status: ads.status, customer: ads.customerId, campaign: adsCampaignId })}</p>
              <a className="btn btn-primary" href={googleAdsUrl(ads.customerId, adsCampaignId)} target="_blank" rel="noreferrer">
                {t('campaign.googleAds.open')}
                <span className="visually-hidden"> {t('campaign.googleAds.newTab')}</span>
              </a>
            </div>
          ) : renderGoogleAds ? (
            renderGoogleAds(campaign, (c, message) => {
              setCreatedMessage(message ?? null);
              if (uid) queryClient.setQueryData(campaignKeys.detail(uid, id), { campaign: c });
            })
          ) : (
            <p className="muted">{premium ? t('campaign.googleAds.notYetPremium') : t('campaign.googleAds.notYetFree')}</p>
          )}
        </section>
      )}

      {(view === 'results' || view === 'history') && renderResults?.(campaign, view)}
    </div>
  );
}
