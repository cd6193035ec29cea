import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { RealCampaignResponse } from '@contract/campaigns';
import type { PreflightResponse } from '@contract/preflight';
import { useApiClient } from '@/lib/api-client';
import { startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { createReviewedCampaign } from './api/create-reviewed-campaign';
import { getPreflight, type ReviewChoices } from './api/get-preflight';
import './preflight.css';

export interface PreflightReviewProps {
  uid: string;
  campaignId: string;
  /** Called once Google Ads (or the sandbox) created the campaign. */
  onCreated?: (result: RealCampaignResponse) => void;
}

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

/**
 * The pre-flight review (issue 15): everything "Create in Google Ads" will send — account, type,
 * bidding, locations as Google targets them, language, daily budget in the account's currency at
 * a stated, editable rate, ad groups, keywords, ads, assets, status PAUSED — and the blocking
 * problems with their fix. Create is enabled only when none remain.
 */
const isConnectionError = (code: string | undefined) => code === 'GOOGLE_ADS_NOT_CONNECTED' || code === 'GOOGLE_ADS_TOKEN_INVALID';

export function PreflightReview({ uid, campaignId, onCreated }: PreflightReviewProps) {
  const api = useApiClient();
  const ids = useId();
  const [choices, setChoices] = useState<ReviewChoices>({});
  const [review, setReview] = useState<PreflightResponse | undefined>();
  const [error, setError] = useState<string | undefined>();
  // Set when the answer says the Google Ads grant is missing or revoked: offer to connect.
  const [needsConnection, setNeedsConnection] = useState(false);
  const [connectError, setConnectError] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<RealCampaignResponse | undefined>();
  // What the inputs hold before "Update review".
  const [rateText, setRateText] = useState('');
  const [landingText, setLandingText] = useState('');
  const [radiusText, setRadiusText] = useState('');

  const load = useCallback(
    async (next: ReviewChoices) => {
      setLoading(true);
      setError(undefined);
      const res = await getPreflight(api, uid, campaignId, next);
      setLoading(false);
      if (!res.ok) {
        setError(res.error?.message ?? "We couldn't prepare the review. Please try again.");
        setNeedsConnection(isConnectionError(res.error?.error));
        return;
      }
      setNeedsConnection(false);
      setReview(res.data);
      setChoices(next);
      if (res.data.budget.rate !== null) setRateText(String(res.data.budget.rate));
      const radius = res.data.locations.find((l) => l.radiusKm !== undefined)?.radiusKm;
      if (radius !== undefined) setRadiusText(String(radius));
    },
    [api, uid, campaignId],
  );

  useEffect(() => {
    void load({});
  }, [load]);

  function update(e: FormEvent) {
    e.preventDefault();
    const rate = Number(rateText);
    const radius = Number(radiusText);
    void load({
      rate: review && review.account.currency !== 'USD' && rateText && rate > 0 ? rate : undefined,
      landingPage: landingText.trim() || undefined,
      radiusKm: radiusText && Number.isInteger(radius) && radius >= 1 && radius <= 80 ? radius : undefined,
    });
  }

  /** The SPEC §8 connection start; the consent page returns to this campaign page. */
  async function connect() {
    setConnectError(undefined);
    const started = await startGoogleAdsConnection(api, { returnTo: window.location.pathname });
    if ('error' in started) setConnectError(started.error);
  }

  async function create() {
    if (!review) return;
    setCreating(true);
    setError(undefined);
    const res = await createReviewedCampaign(api, uid, campaignId, review.payload, choices);
    setCreating(false);
    if (!res.ok) {
      setError(res.error?.message ?? "We couldn't create the campaign in Google Ads. Please try again.");
      setNeedsConnection(isConnectionError(res.error?.error));
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
          {error}
        </p>
      )}
      {needsConnection && (
        <button type="button" className="btn btn-primary" onClick={() => void connect()}>
          Connect Google Ads
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
        <h2 id={`${ids}-title`}>Review before creating</h2>
        <p role="status">Preparing the review of what will be created in Google Ads…</p>
      </section>
    );
  }
  if (!review) {
    return (
      <section className="preflight" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Review before creating</h2>
        {problem}
        <button type="button" className="btn btn-secondary" onClick={() => void load(choices)}>
          Try again
        </button>
      </section>
    );
  }

  const { account, budget } = review;
  const blocking = review.problems;
  const canEditRadius = review.locations.some((l) => l.kind === 'radius');
  return (
    <section className="preflight" aria-labelledby={`${ids}-title`} aria-busy={loading}>
      <h2 id={`${ids}-title`}>Review before creating</h2>
      <p className="preflight-lead">This is exactly what will be created in your Google Ads account. It is created paused: nothing is spent until you enable it there.</p>

      {blocking.length > 0 && (
        <div className="preflight-problems" role="alert">
          <h3>To fix before creating</h3>
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
          <dt>Account</dt>
          <dd>
            {account.name || 'Google Ads account'} · {account.customerId.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')} · billed in {account.currency}
          </dd>
        </div>
        <div>
          <dt>Campaign type</dt>
          <dd>Search</dd>
        </div>
        <div>
          <dt>Bidding</dt>
          <dd>
            {review.bidding.label}. <span className="preflight-muted">{review.bidding.reason}</span>
          </dd>
        </div>
        <div>
          <dt>Locations</dt>
          <dd>
            <ul className="preflight-list">
              {review.locations.map((l) => (
                <li key={`${l.name}-${l.kind}`}>
                  {l.name} <span className="preflight-muted">({l.kind === 'radius' ? 'radius' : l.kind})</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{review.language.name}</dd>
        </div>
        <div>
          <dt>Daily budget</dt>
          <dd>
            {budget.dailyAmount !== null ? money(budget.dailyAmount, budget.currency) : '—'} a day
            <span className="preflight-muted">
              {' '}
              (${budget.weeklyUsd} a week
              {budget.currency !== 'USD' && budget.rate !== null ? `, at ${budget.rate} ${budget.currency} per US dollar — ${budget.rateSource}, ${budget.rateDate}` : ''})
            </span>
          </dd>
        </div>
        <div>
          <dt>Landing page</dt>
          <dd>{review.finalUrl || <em>missing</em>}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>Paused</dd>
        </div>
      </dl>

      <form className="preflight-choices" onSubmit={update}>
        {budget.currency !== 'USD' && (
          <div className="field">
            <label htmlFor={`${ids}-rate`}>{budget.currency} per US dollar</label>
            <input id={`${ids}-rate`} type="number" inputMode="decimal" min="0" step="any" value={rateText} onChange={(e) => setRateText(e.target.value)} />
          </div>
        )}
        {!review.payload.link1 && (
          <div className="field">
            <label htmlFor={`${ids}-landing`}>Landing page</label>
            <input
              id={`${ids}-landing`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={landingText}
              onChange={(e) => setLandingText(e.target.value)}
            />
          </div>
        )}
        {canEditRadius && (
          <div className="field">
            <label htmlFor={`${ids}-radius`}>Radius around the place (km)</label>
            <input id={`${ids}-radius`} type="number" inputMode="numeric" min="1" max="80" step="1" value={radiusText} onChange={(e) => setRadiusText(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-secondary" disabled={loading}>
          {loading ? 'Updating…' : 'Update review'}
        </button>
      </form>

      <h3>Ad groups and keywords</h3>
      <ul className="preflight-list">
        {review.adGroups.map((g) => (
          <li key={g.name}>
            <strong>{g.name}</strong>: {g.keywords.map((k) => (k.matchType === 'EXACT' ? `[${k.text}]` : `"${k.text}"`)).join(', ')}
          </li>
        ))}
      </ul>

      <h3>Ad</h3>
      {review.ads.slice(0, 1).map((ad) => (
        <div key="ad" className="preflight-ad">
          <p className="preflight-muted">Final URL: {ad.finalUrl || 'missing'}</p>
          <p>
            <strong>Headlines:</strong> {ad.headlines.join(' · ')}
          </p>
          <p>
            <strong>Descriptions:</strong> {ad.descriptions.join(' · ')}
          </p>
        </div>
      ))}

      <h3>Assets</h3>
      <p>
        <strong>Sitelinks:</strong>{' '}
        {review.assets.sitelinks.length ? review.assets.sitelinks.map((s) => `${s.text} (${s.url})`).join(' · ') : 'none (add services, contact or about links to get them)'}
      </p>
      <p>
        <strong>Callouts:</strong> {review.assets.callouts.join(' · ')}
      </p>

      {problem}
      {created ? (
        <p className="preflight-done" role="status">
          {created.message}
        </p>
      ) : (
        <div className="preflight-actions">
          <button type="button" className="btn btn-primary" disabled={blocking.length > 0 || creating || loading} onClick={() => void create()}>
            {creating ? 'Creating…' : 'Create in Google Ads (paused)'}
          </button>
          {blocking.length > 0 && <span className="preflight-muted">Fix the items above to enable creation.</span>}
        </div>
      )}
    </section>
  );
}
