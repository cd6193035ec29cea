import { useQueryClient } from '@tanstack/react-query';
import { nationalPhone } from '@contract/phone';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CampaignAnswers } from '@contract/campaigns';
import type { PreflightResponse } from '@contract/preflight';
import { MAX_CALL_SECONDS, MIN_CALL_SECONDS } from '@contract/tracking';
import { Field } from '@/components/field';
import { Term, type TermId } from '@/components/term';
import { useApiClient } from '@/lib/api-client';
import { useCreateInGoogleAds } from '@/lib/google-ads-creation';
import { startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { useI18n, type MessageId } from '@/lib/i18n';
import { ApiError } from '@/lib/query-client';
import { MatchTypesNote } from '../components/match-types-note';
import { DroppedNegatives, LineSourceNote, MissingFacts, SourcesToggle } from '@/components/line-sources';
import { languageFromField } from '@contract/content-language';
import { useUpdateCampaign } from '../api/update-campaign';
import { preflightQuery, usePreflight, type ReviewChoices } from './api/get-preflight';
import { assetsHaveSources, SourcedItems } from '@/components/line-sources';
import './preflight.css';

export interface PreflightReviewProps {
  uid: string;
  campaignId: string;
  /** Called once Google Ads (or the sandbox) created the campaign. */
  onCreated?: (result: CampaignAnswers['real']) => void;
}

const BIDDING: Record<PreflightResponse['bidding']['strategy'], [MessageId, TermId]> = {
  MAXIMIZE_CLICKS: ['preflight.bidding.MAXIMIZE_CLICKS', 'maximizeClicks'],
  MAXIMIZE_CONVERSIONS: ['preflight.bidding.MAXIMIZE_CONVERSIONS', 'maximizeConversions'],
};

/** How Google targets each place; another kind is shown as it comes. */
const LOCATION_KINDS: Record<string, MessageId> = {
  city: 'preflight.location.city',
  region: 'preflight.location.region',
  country: 'preflight.location.country',
  radius: 'preflight.location.radius',
  neighborhood: 'places.kind.neighborhood',
  suburb: 'places.kind.suburb',
  postcode: 'places.kind.postcode',
};

/** Where the stated rate comes from, when the server names a source we know. */
const RATE_SOURCES: Record<string, MessageId> = {
  'entered by you': 'preflight.rate.entered',
  'same currency': 'preflight.rate.same',
  'open.er-api.com reference rates': 'preflight.rate.live',
  'bundled table (approximate reference rates)': 'preflight.rate.bundled', // i18n-ignore: the server's value
  'bundled table': 'preflight.rate.bundled',
};

/** Google's most lines per responsive search ad: fewer is allowed, more lines are shown more often. */
const MAX_HEADLINES = 15;
const MAX_DESCRIPTIONS = 4;

const isConnectionError = (code: string | undefined) => code === 'GOOGLE_ADS_NOT_CONNECTED' || code === 'GOOGLE_ADS_TOKEN_INVALID';

/** A failed answer: the server's own words when it gave them, one of ours otherwise, and its code. */
interface Failure {
  message: string | { id: MessageId };
  code: string | undefined;
}

function failureOf(error: unknown, fallback: MessageId): Failure {
  const result = error instanceof ApiError ? error.result : undefined;
  return { message: result?.error?.message ?? { id: fallback }, code: result?.error?.error };
}

/**
 * The pre-flight review: everything "Create in Google Ads" will send — account, type,
 * bidding, locations as Google targets them, language, daily budget in the account's currency at
 * a stated, editable rate, ad groups, keywords, ads, assets, status PAUSED — and the blocking
 * problems with their fix. Create is enabled only when none remain.
 */
export function PreflightReview({ uid, campaignId, onCreated }: PreflightReviewProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { t, money, number, date } = useI18n();
  const ids = useId();
  // The choices the review on screen was made with (an update that fails leaves them as they were).
  const [choices, setChoices] = useState<ReviewChoices>({});
  const { data: review, error: loadError, isFetching, refetch } = usePreflight(uid, campaignId, choices);
  const { mutateAsync: createInGoogleAds } = useCreateInGoogleAds();
  const { mutateAsync: updateCampaign, isPending: keeping } = useUpdateCampaign();
  // What an update or the creation answered when it failed; a read's own failure is loadError.
  const [failure, setFailure] = useState<Failure | undefined>();
  const [connectError, setConnectError] = useState<string | undefined>();
  const [updating, setUpdating] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CampaignAnswers['real'] | undefined>();
  // What the inputs hold before "Update review".
  const [rateText, setRateText] = useState('');
  const [landingText, setLandingText] = useState('');
  const [radiusText, setRadiusText] = useState('');
  const [callText, setCallText] = useState('');
  // The ads (by index) whose lines show where they come from: on request.
  const [sourcesShown, setSourcesShown] = useState<Record<number, boolean>>({});
  const loading = isFetching || updating;
  const shown = failure ?? (loadError && !isFetching ? failureOf(loadError, 'preflight.error.load') : undefined);
  // The server's own words when it gave them; one of ours otherwise.
  const error = shown?.message;
  // Set when the answer says the Google Ads grant is missing or revoked: offer to connect.
  const needsConnection = isConnectionError(shown?.code);

  // Each review states the rate and the radius it used: the inputs start from them.
  useEffect(() => {
    if (!review) return;
    if (review.budget.rate !== null) setRateText(String(review.budget.rate));
    const radius = review.locations.find((l) => l.radiusKm !== undefined)?.radiusKm;
    if (radius !== undefined) setRadiusText(String(radius));
    const call = review.conversionActions?.find((a) => a.kind === 'CALL_FROM_ADS')?.callSeconds;
    if (call !== undefined && call !== null) setCallText(String(call));
  }, [review]);

  async function load(next: ReviewChoices) {
    setUpdating(true);
    setFailure(undefined);
    try {
      await queryClient.fetchQuery(preflightQuery(api, uid, campaignId, next));
      setChoices(next);
    } catch (e) {
      setFailure(failureOf(e, 'preflight.error.load'));
    } finally {
      setUpdating(false);
    }
  }

  function update(e: FormEvent) {
    e.preventDefault();
    const rate = Number(rateText);
    const radius = Number(radiusText);
    const callSeconds = Number(callText);
    void load({
      rate: review && review.account.currency !== 'USD' && rateText && rate > 0 ? rate : undefined,
      landingPage: landingText.trim() || undefined,
      radiusKm: radiusText && Number.isInteger(radius) && radius >= 1 && radius <= 80 ? radius : undefined,
      callSeconds:
        callText && Number.isInteger(callSeconds) && callSeconds >= MIN_CALL_SECONDS && callSeconds <= MAX_CALL_SECONDS
          ? callSeconds
          : undefined,
    });
  }

  /** The connection start of docs/product.md P8.1; the consent page returns to this campaign page. */
  async function connect() {
    setConnectError(undefined);
    const started = await startGoogleAdsConnection(api, { returnTo: window.location.pathname });
    if ('error' in started) setConnectError(started.error);
  }

  /**
   * Keeps an ad's lines, added ones included, as the campaign's own: saved through the campaign
   * edit (the editor's validation; a refusal names the line), then the review reads again.
   */
  async function keepLines(ad: PreflightResponse['ads'][number]) {
    setFailure(undefined);
    const res = await updateCampaign({ uid, id: campaignId, edit: { headlines: ad.headlines, descriptions: ad.descriptions } });
    if (!res.ok) setFailure({ message: res.error?.message ?? { id: 'preflight.error.keep' }, code: res.error?.error });
  }

  async function create() {
    if (!review) return;
    setCreating(true);
    setFailure(undefined);
    const res = await createInGoogleAds({ uid, campaignId, choices });
    setCreating(false);
    if (!res.ok) {
      setFailure({ message: res.error?.message ?? { id: 'preflight.error.create' }, code: res.error?.error });
      return;
    }
    setCreated(res.data);
    onCreated?.(res.data);
  }

  // What went wrong, and the way out when the Google Ads grant is missing or revoked.
  const problem = (
    <>
      {error && (
        <p className="preflight-error" role="alert">
          {typeof error === 'string' ? error : t(error.id)}
        </p>
      )}
      {needsConnection && (
        <button type="button" className="btn btn-primary" onClick={() => void connect()}>
          {t('preflight.connect')}
        </button>
      )}
      {connectError && (
        <p className="preflight-error" role="alert">
          {connectError}
        </p>
      )}
    </>
  );

  if (loading && !review) {
    return (
      <section className="preflight" aria-busy="true" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>{t('preflight.title')}</h2>
        <p role="status">{t('preflight.preparing')}</p>
      </section>
    );
  }
  if (!review) {
    return (
      <section className="preflight" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>{t('preflight.title')}</h2>
        {problem}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setFailure(undefined);
            void refetch();
          }}
        >
          {t('preflight.retry')}
        </button>
      </section>
    );
  }

  const { account, budget } = review;
  const blocking = review.problems;
  // A campaign with its places picked sets each radius with its place (the Places section), never here.
  const canEditRadius = !review.payload.places?.length && review.locations.some((l) => l.kind === 'radius');
  const [biddingLabel, biddingTerm] = BIDDING[review.bidding.strategy] ?? [undefined, undefined];
  // The weekly budget is the form's, in US dollars; the daily one is in the account's currency.
  const usdWeekly = money(budget.weeklyUsd, 'USD', Number.isInteger(budget.weeklyUsd) ? { maximumFractionDigits: 0 } : {});
  // The owner's own figure first when it is in the account's money; in brackets where the two differ.
  const owner = budget.ownerWeekly;
  // In the currency's own decimals, as the daily figure beside it (one format on the page).
  const ownerText = owner ? money(owner.amount, owner.currency) : '';
  // Given in the account's own money, the budget is built from that figure: no dollars, no rate to state.
  const ownMoney = owner?.currency === budget.currency;
  const weekly = !owner ? usdWeekly : ownMoney ? ownerText : `${usdWeekly} (${ownerText})`;
  const rateSource = budget.rateSource ? (RATE_SOURCES[budget.rateSource] ? t(RATE_SOURCES[budget.rateSource]!) : budget.rateSource) : '';
  // The ads' own language: a fact quoted as a line's source is in it.
  const adLang = languageFromField(review.payload.language);
  const matchTypes = (['EXACT', 'PHRASE'] as const).filter((m) => review.adGroups.some((g) => g.keywords.some((k) => k.matchType === m)));
  return (
    <section className="preflight" aria-labelledby={`${ids}-title`} aria-busy={loading}>
      <h2 id={`${ids}-title`}>{t('preflight.title')}</h2>
      <p className="preflight-lead">{t('preflight.lead')}</p>

      {blocking.length > 0 && (
        <div className="preflight-problems" role="alert">
          <h3>{t('preflight.problems')}</h3>
          <ul>
            {blocking.map((p) => (
              <li key={p.code}>
                <strong>{p.message}</strong> <span>{p.fix}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {review.typeNote && <p className="preflight-note">{review.typeNote}</p>}

      <dl className="preflight-facts">
        <div>
          <dt>{t('preflight.account')}</dt>
          <dd>
            {t('preflight.account.line', {
              name: account.name || t('preflight.account.fallback'),
              customer: account.customerId.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'),
              currency: account.currency,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('preflight.campaignType')}</dt>
          <dd>{t('preflight.campaignType.search')}</dd>
        </div>
        <div>
          <dt>
            <Term id="biddingStrategy">{t('preflight.bidding')}</Term>
          </dt>
          <dd>
            {biddingLabel && biddingTerm ? <Term id={biddingTerm}>{t(biddingLabel)}</Term> : review.bidding.label}
            {'. '}
            <span className="preflight-muted">{review.bidding.reason}</span>
          </dd>
        </div>
        <div>
          <dt>{t('preflight.locations')}</dt>
          <dd>
            <ul className="preflight-list">
              {review.locations.map((l) => (
                <li key={`${l.name}-${l.kind}`}>
                  {l.name} <span className="preflight-muted">({LOCATION_KINDS[l.kind] ? t(LOCATION_KINDS[l.kind]!) : l.kind})</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('preflight.language')}</dt>
          <dd>{review.language.name}</dd>
        </div>
        <div>
          <dt>{t('preflight.dailyBudget')}</dt>
          <dd>
            {budget.dailyAmount !== null ? t('preflight.budget.perDay', { amount: money(budget.dailyAmount, budget.currency) }) : '—'}
            <span className="preflight-muted">
              {' ('}
              {budget.currency !== 'USD' && budget.rate !== null && !ownMoney
                ? t('preflight.budget.weeklyAtRate', {
                    weekly,
                    rate: number(budget.rate, { maximumFractionDigits: 6 }),
                    currency: budget.currency,
                    source: rateSource,
                    date: date(budget.rateDate, { dateStyle: 'medium', timeZone: 'UTC' }),
                  })
                : t('preflight.budget.weekly', { weekly })}
              {')'}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('preflight.landingPage')}</dt>
          <dd>{review.finalUrl || <em>{t('preflight.missing')}</em>}</dd>
        </div>
        <div>
          <dt>{t('preflight.status')}</dt>
          <dd>{t('preflight.status.paused')}</dd>
        </div>
      </dl>

      <form className="preflight-choices" onSubmit={update}>
        {budget.currency !== 'USD' && !ownMoney && (
          <Field id={`${ids}-rate`} label={t('preflight.rate.label', { currency: budget.currency })}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={rateText}
                onChange={(e) => setRateText(e.target.value)}
              />
            )}
          </Field>
        )}
        {!review.payload.link1 && (
          <Field id={`${ids}-landing`} label={t('preflight.landingPage')}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                // i18n-ignore: a URL's start, the same in every language
                placeholder="https://"
                value={landingText}
                onChange={(e) => setLandingText(e.target.value)}
              />
            )}
          </Field>
        )}
        {canEditRadius && (
          <Field id={`${ids}-radius`} label={t('preflight.radius')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min="1"
                max="80"
                step="1"
                value={radiusText}
                onChange={(e) => setRadiusText(e.target.value)}
              />
            )}
          </Field>
        )}
        {review.conversionActions?.some((a) => a.kind === 'CALL_FROM_ADS') && (
          <Field id={`${ids}-call`} label={t('preflight.tracking.callSeconds')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_CALL_SECONDS}
                max={MAX_CALL_SECONDS}
                step="1"
                value={callText}
                onChange={(e) => setCallText(e.target.value)}
              />
            )}
          </Field>
        )}
        <button type="submit" className="btn btn-secondary" disabled={loading}>
          {loading ? t('preflight.updating') : t('preflight.update')}
        </button>
      </form>

      <h3>{t('preflight.adGroups')}</h3>
      <MatchTypesNote types={matchTypes} />
      {review.adGroups.map((g, index) => {
        const ad = review.ads[index];
        const added = ad ? new Set([...ad.added.headlines, ...ad.added.descriptions]) : new Set<string>();
        const shown = !!sourcesShown[index];
        const line = (field: 'headlines' | 'descriptions') => (text: string, i: number) => (
          <li key={text}>
            {text}
            {added.has(text) && <span className="preflight-added"> {t('preflight.ad.addedMark')}</span>}
            {shown && <LineSourceNote source={ad?.sources?.[field][i]} added={added.has(text)} lang={adLang} />}
          </li>
        );
        return (
          <section key={`${g.name}-${index}`} className="preflight-group" aria-labelledby={`${ids}-group-${index}`}>
            <h4 id={`${ids}-group-${index}`}>{g.name}</h4>
            <p>
              <strong>{t('preflight.keywords')}</strong>{' '}
              {g.keywords.map((k) => (k.matchType === 'EXACT' ? `[${k.text}]` : `"${k.text}"`)).join(', ')}{' '}
              <Link to={{ hash: 'keywords' }}>{t('preflight.editKeywords')}</Link>
            </p>
            {ad && (
              <div className="preflight-ad">
                <p className="preflight-muted">{t('preflight.ad.finalUrl', { url: ad.finalUrl || t('preflight.missing') })}</p>
                <p className="preflight-muted">
                  {ad.path1
                    ? t('preflight.ad.paths', { paths: [ad.path1, ad.path2].filter(Boolean).join('/') })
                    : t('preflight.ad.noPaths')}
                </p>
                {ad.sources && (
                  <SourcesToggle
                    shown={shown}
                    controls={`${ids}-headlines-${index} ${ids}-descriptions-${index}`}
                    onToggle={() => setSourcesShown((all) => ({ ...all, [index]: !all[index] }))}
                  />
                )}
                <p>
                  <strong>{t('preflight.ad.headlines')}</strong>{' '}
                  {t('preflight.ad.count', { count: ad.headlines.length, max: MAX_HEADLINES })}
                </p>
                <ol className="preflight-lines" id={`${ids}-headlines-${index}`}>
                  {ad.headlines.map(line('headlines'))}
                </ol>
                <p>
                  <strong>{t('preflight.ad.descriptions')}</strong>{' '}
                  {t('preflight.ad.count', { count: ad.descriptions.length, max: MAX_DESCRIPTIONS })}
                </p>
                <ol className="preflight-lines" id={`${ids}-descriptions-${index}`}>
                  {ad.descriptions.map(line('descriptions'))}
                </ol>
                {added.size > 0 && <p className="preflight-note">{t('preflight.ad.added', { count: added.size })}</p>}
                {added.size > 0 && review.adGroups.length === 1 && (
                  <button type="button" className="btn btn-secondary" disabled={keeping || loading} onClick={() => void keepLines(ad)}>
                    {keeping ? t('preflight.ad.keeping') : t('preflight.ad.keep')}
                  </button>
                )}
                {(ad.headlines.length < MAX_HEADLINES || ad.descriptions.length < MAX_DESCRIPTIONS) && (
                  <p className="preflight-muted">{t('preflight.ad.fewer')}</p>
                )}
                <MissingFacts gaps={ad.missingFacts} headlines={ad.headlines.length} descriptions={ad.descriptions.length} />
                <Link to={{ hash: 'ads' }}>{t('preflight.editAds')}</Link>
              </div>
            )}
          </section>
        );
      })}

      <h3>{t('preflight.negatives')}</h3>
      <p>{review.negatives.length ? review.negatives.map((n) => `"${n}"`).join(', ') : t('preflight.negatives.none')}</p>
      <DroppedNegatives items={review.droppedNegatives} lang={adLang} />

      <h3>{t('preflight.assets')}</h3>
      <AssetsReview assets={review.assets} calloutSources={review.calloutSources} lang={adLang} />

      {review.conversionActions && review.conversionActions.length > 0 && (
        <section aria-labelledby={`${ids}-tracking`}>
          <h3 id={`${ids}-tracking`}>{t('preflight.tracking')}</h3>
          <p className="preflight-muted">{t('preflight.tracking.lead')}</p>
          <ul className="preflight-list">
            {review.conversionActions.map((a) => (
              <li key={a.kind}>
                <strong>{a.name}</strong> — {a.counts}
                {a.reused && <span className="preflight-muted"> {t('preflight.tracking.reused')}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {problem}
      {created ? (
        <p className="preflight-done" role="status">
          {created.message}
        </p>
      ) : (
        <div className="preflight-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={blocking.length > 0 || creating || loading}
            onClick={() => void create()}
          >
            {creating ? t('preflight.creating') : t('preflight.create')}
          </button>
          {blocking.length > 0 && <span className="preflight-muted">{t('preflight.fixFirst')}</span>}
        </div>
      )}
    </section>
  );
}

/** Every asset creation sends, each field as Google receives it; on request, where each comes from. */
function AssetsReview({
  assets,
  calloutSources,
  lang,
}: {
  assets: PreflightResponse['assets'];
  calloutSources?: PreflightResponse['calloutSources'];
  lang?: string | undefined;
}) {
  const { t, money } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  const sourceOf = (source: Parameters<typeof LineSourceNote>[0]['source']) => shown && <LineSourceNote source={source} lang={lang} />;
  // The toggle names every list and line it adds sources to.
  const controls = [
    assets.sitelinks.length && `${id}-sitelinks`,
    `${id}-callouts`,
    ...assets.snippets.map((_, i) => `${id}-snippet-${i}`),
    assets.call && `${id}-call`,
    assets.message && `${id}-message`,
    assets.price && `${id}-price`,
    assets.promotion && `${id}-promotion`,
  ].filter(Boolean);
  return (
    <div className="preflight-assets">
      {assetsHaveSources(assets, calloutSources) && (
        <SourcesToggle shown={shown} controls={controls.join(' ')} onToggle={() => setShown((v) => !v)} />
      )}
      <h4>
        <Term id="sitelink">{t('preflight.assets.sitelinks')}</Term>
      </h4>
      {assets.sitelinks.length ? (
        <ul className="preflight-sitelinks" id={`${id}-sitelinks`}>
          {assets.sitelinks.map((s) => (
            <li key={s.url}>
              <strong>{s.text}</strong>
              {s.description1 && (
                <span className="preflight-muted">
                  {' — '}
                  {s.description1} · {s.description2}
                </span>
              )}
              <br />
              <span className="preflight-url">{s.url}</span>
              {sourceOf(s.source)}
            </li>
          ))}
        </ul>
      ) : (
        // The note below says why there are none and where to add pages.
        <p>{t('preflight.assets.none')}</p>
      )}
      <h4>
        <Term id="callout">{t('preflight.assets.callouts')}</Term>
      </h4>
      {assets.callouts.length ? (
        <SourcedItems id={`${id}-callouts`} items={assets.callouts} sources={calloutSources} shown={shown} lang={lang} />
      ) : (
        <p id={`${id}-callouts`}>{t('preflight.assets.none')}</p>
      )}
      {assets.snippets.map((snippet, i) => (
        <div key={snippet.header}>
          <h4>
            {t('preflight.assets.snippet', {
              header: t(snippet.header === 'Types' ? 'preflight.assets.header.types' : 'preflight.assets.header.services'),
            })}
          </h4>
          <SourcedItems id={`${id}-snippet-${i}`} items={snippet.values} sources={snippet.sources} shown={shown} lang={lang} />
        </div>
      ))}
      {assets.call && (
        <p id={`${id}-call`}>
          <strong>{t('preflight.assets.call')}</strong> {nationalPhone(assets.call.phoneNumber, assets.call.countryCode)} (
          {assets.call.countryCode}){sourceOf(assets.call.source)}
        </p>
      )}
      {assets.message && (
        <p id={`${id}-message`}>
          <strong>{t('preflight.assets.message')}</strong> {nationalPhone(assets.message.phoneNumber, assets.message.countryCode)} (
          {assets.message.countryCode}) — {t('preflight.assets.starter', { text: assets.message.starterMessage })}
          {sourceOf(assets.message.source)}
        </p>
      )}
      {assets.price && (
        <>
          <h4>{t('preflight.assets.price')}</h4>
          <ul className="preflight-prices" id={`${id}-price`}>
            {assets.price.offerings.map((o) => (
              <li key={o.header}>
                <strong>{o.header}</strong>: {money(o.amount, o.currency)} <span className="preflight-muted">({o.description})</span>
                {sourceOf(o.source)}
              </li>
            ))}
          </ul>
        </>
      )}
      {assets.promotion && (
        <p id={`${id}-promotion`}>
          <strong>{t('preflight.assets.promotion')}</strong>{' '}
          {t('preflight.assets.percentOff', { percent: assets.promotion.percentOff, target: assets.promotion.target })}
          {sourceOf(assets.promotion.source)}
        </p>
      )}
      {assets.notes.map((note) => (
        <p key={note} className="preflight-note">
          {note}
        </p>
      ))}
    </div>
  );
}
