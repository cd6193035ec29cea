import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChangeRecord, ResultRange, ResultsResponse, Suggestion } from '@contract/results';
import { paths } from '@/config/paths';
import { useApiClient, type ApiResult } from '@/lib/api-client';
import { applySuggestion } from './api/apply-suggestion';
import { getResults } from './api/get-results';
import { setCampaignStatus } from './api/set-campaign-status';
import { ConfirmDialog } from './components/confirm-dialog';
import { AdGroupsTable, AdsList, KeywordsTable, SearchTermsTable } from './components/results-tables';
import { TotalsGrid } from './components/totals-grid';
import { formatPercent, formatTime } from './format';
import './results.css';

const DailyChart = lazy(() => import('./components/daily-chart').then((m) => ({ default: m.DailyChart })));

export interface ResultsPanelCampaign {
  id: string;
  name?: string;
  /** Present once the campaign was created in Google Ads. */
  googleAds?: { campaignResourceName: string } | null;
}

type Load = { status: 'loading' } | { status: 'ready'; data: ResultsResponse } | { status: 'error'; code?: string; message: string };
type Pending = { kind: 'status'; status: 'ENABLED' | 'PAUSED' } | { kind: 'apply'; suggestion: Suggestion };

const STATUS_TEXT = { ENABLED: 'Enabled', PAUSED: 'Paused', REMOVED: 'Removed' } as const;

function failure(result: Extract<ApiResult<unknown>, { ok: false }>, fallback: string) {
  if (result.status === 0) return { code: undefined, message: 'We couldn’t reach the server. Check your connection and try again.' };
  return { code: result.error?.error, message: result.error?.message ?? fallback };
}

/**
 * Results of a campaign created in Google Ads (Premium): status and why it does not serve,
 * enable/pause, 7/30-day figures against the previous period, the daily chart, tables, ads with
 * Google's ratings, one-click suggestions, the A/B comparison and the history of changes.
 */
export function ResultsPanel({ uid, campaign }: { uid: string; campaign: ResultsPanelCampaign }) {
  const api = useApiClient();
  const inGoogleAds = !!campaign.googleAds?.campaignResourceName;
  const [range, setRange] = useState<ResultRange>('LAST_7_DAYS');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const fetchResults = useCallback(
    async (refresh: boolean) => {
      const result = await getResults(api, uid, campaign.id, range, refresh);
      if (result.ok) setLoad({ status: 'ready', data: result.data });
      else setLoad({ status: 'error', ...failure(result, 'We couldn’t load the results. Please try again.') });
      setNow(Date.now());
    },
    [api, uid, campaign.id, range],
  );

  useEffect(() => {
    if (!inGoogleAds) return;
    setLoad((l) => (l.status === 'ready' && l.data.range === range ? l : { status: 'loading' }));
    void fetchResults(false);
  }, [fetchResults, inGoogleAds, range]);

  // The refresh button re-enables itself when its 15 minutes are over.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  if (!inGoogleAds) {
    return (
      <section className="results-panel" aria-labelledby="results-title">
        <h2 id="results-title">Results</h2>
        <p className="results-muted">Create this campaign in Google Ads to see its results and suggestions here.</p>
      </section>
    );
  }

  const setHistory = (history: ChangeRecord[], patch: Partial<ResultsResponse> = {}) =>
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', data: { ...l.data, ...patch, history } } : l));

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    if (pending.kind === 'status') {
      const result = await setCampaignStatus(api, uid, campaign.id, pending.status);
      if (result.ok) {
        setNotice({ tone: 'ok', text: pending.status === 'ENABLED' ? 'Campaign enabled in Google Ads.' : 'Campaign paused in Google Ads.' });
        setHistory(result.data.history, { status: result.data.status });
        await fetchResults(false);
      } else setNotice({ tone: 'error', text: failure(result, 'Google Ads did not accept the change. Please try again.').message });
    } else {
      const id = pending.suggestion.id;
      const result = await applySuggestion(api, uid, campaign.id, id);
      if (result.ok) {
        setNotice({ tone: 'ok', text: `Done: ${result.data.change.description}.` });
        setLoad((l) => (l.status === 'ready' ? { status: 'ready', data: { ...l.data, history: result.data.history, suggestions: l.data.suggestions.filter((s) => s.id !== id) } } : l));
      } else {
        setNotice({ tone: 'error', text: failure(result, 'Google Ads did not accept the change. Please try again.').message });
        if (result.status === 409) setLoad((l) => (l.status === 'ready' ? { status: 'ready', data: { ...l.data, suggestions: l.data.suggestions.filter((s) => s.id !== id) } } : l));
      }
    }
    setBusy(false);
    setPending(null);
  }

  const data = load.status === 'ready' ? load.data : null;
  const refreshAt = data ? Date.parse(data.refreshAvailableAt) : 0;
  const canRefresh = !!data && now >= refreshAt;

  return (
    <section className="results-panel" aria-labelledby="results-title" aria-busy={load.status === 'loading'}>
      <header className="results-header">
        <div className="results-title-row">
          <h2 id="results-title">Results</h2>
          {data?.source === 'sandbox' && (
            <span className="results-sandbox" title="Simulated by the local Google Ads sandbox, not real Google figures">
              Sandbox data
            </span>
          )}
        </div>
        <div className="results-controls">
          <div role="group" aria-label="Period" className="results-range">
            {(['LAST_7_DAYS', 'LAST_30_DAYS'] as const).map((r) => (
              <button key={r} type="button" aria-pressed={range === r} className="results-button" onClick={() => setRange(r)}>
                {r === 'LAST_7_DAYS' ? 'Last 7 days' : 'Last 30 days'}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="results-button"
            disabled={!canRefresh}
            onClick={() => {
              setLoad({ status: 'loading' });
              void fetchResults(true);
            }}
          >
            Refresh
          </button>
        </div>
      </header>

      <div aria-live="polite" className="results-live">
        {notice && <p className={`results-notice results-notice-${notice.tone}`}>{notice.text}</p>}
      </div>

      {load.status === 'loading' && (
        <p className="results-muted" role="status">
          Loading results…
        </p>
      )}
      {load.status === 'error' && (
        <div className="results-notice results-notice-error" role="alert">
          <p>{load.message}</p>
          {load.code === 'PREMIUM_REQUIRED' ? (
            <Link to={paths.pricing}>See Premium plans</Link>
          ) : (
            load.code !== 'QUOTA_EXCEEDED' && (
              <button type="button" className="results-button" onClick={() => void fetchResults(false)}>
                Try again
              </button>
            )
          )}
        </div>
      )}

      {data && (
        <>
          <p className="results-muted">
            Figures from {formatTime(data.fetchedAt)} (Google’s figures can lag up to 3 hours).{' '}
            {!canRefresh && `Refresh available at ${formatTime(data.refreshAvailableAt)}.`}
          </p>
          {data.notice && <p className="results-notice results-notice-error">{data.notice}</p>}

          <section className="results-section results-status" aria-label="Campaign status">
            <p>
              Status in Google Ads: <span className={`results-chip results-chip-${data.status.toLowerCase()}`}>{STATUS_TEXT[data.status]}</span>
            </p>
            {data.servingProblems.length > 0 && (
              <ul className="results-problems" aria-label="Why it does not serve fully">
                {data.servingProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            {data.status !== 'REMOVED' && (
              <button
                type="button"
                className="results-button results-button-primary"
                onClick={() => setPending({ kind: 'status', status: data.status === 'ENABLED' ? 'PAUSED' : 'ENABLED' })}
              >
                {data.status === 'ENABLED' ? 'Pause campaign' : 'Enable campaign'}
              </button>
            )}
          </section>

          <TotalsGrid totals={data.totals} previous={data.previousTotals} range={data.range} />

          <Suspense fallback={<p className="results-muted">Loading chart…</p>}>
            <DailyChart daily={data.daily} />
          </Suspense>

          <section className="results-section" aria-labelledby="suggestions-title">
            <h3 id="suggestions-title">Suggestions</h3>
            {data.suggestions.length === 0 ? (
              <p className="results-muted">No suggestions right now.</p>
            ) : (
              <ul className="results-suggestions">
                {data.suggestions.map((s) => (
                  <li key={s.id} className="results-suggestion">
                    <h4>{s.title}</h4>
                    <p>{s.detail}</p>
                    {s.change && (
                      <button type="button" className="results-button results-button-primary" aria-label={`Apply: ${s.title}`} onClick={() => setPending({ kind: 'apply', suggestion: s })}>
                        Apply
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {data.abTest && (
            <section className="results-section" aria-labelledby="ab-title">
              <h3 id="ab-title">A/B test: {data.abTest.adGroupName}</h3>
              <div className="results-table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Metric</th>
                      <th scope="col">Ad A</th>
                      <th scope="col">Ad B</th>
                      <th scope="col">p-value</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">CTR</th>
                      <td>{formatPercent(data.abTest.ctr.a.rate)}</td>
                      <td>{formatPercent(data.abTest.ctr.b.rate)}</td>
                      <td>{data.abTest.ctr.pValue.toFixed(3)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Conversion rate</th>
                      <td>{formatPercent(data.abTest.conversionRate.a.rate)}</td>
                      <td>{formatPercent(data.abTest.conversionRate.b.rate)}</td>
                      <td>{data.abTest.conversionRate.pValue.toFixed(3)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
              <p>
                <strong>{data.abTest.recommendation}</strong> <span className="results-muted">Test: {data.abTest.method}.</span>
              </p>
            </section>
          )}

          <AdGroupsTable rows={data.adGroups} />
          <KeywordsTable rows={data.keywords} />
          <SearchTermsTable rows={data.searchTerms} />
          <AdsList ads={data.ads} />

          <section className="results-section" aria-labelledby="history-title">
            <h3 id="history-title">Changes made from Pautia</h3>
            {data.history.length === 0 ? (
              <p className="results-muted">No changes yet.</p>
            ) : (
              <ol className="results-history">
                {data.history.map((h) => (
                  <li key={h.id}>
                    <span className={`results-chip results-chip-${h.result === 'APPLIED' ? 'enabled' : 'removed'}`}>{h.result === 'APPLIED' ? 'Applied' : 'Failed'}</span>{' '}
                    <strong>{h.description}</strong> <time dateTime={h.at}>{formatTime(h.at)}</time>
                    <span className="results-muted"> — {h.message}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}

      {pending && (
        <ConfirmDialog
          title={pending.kind === 'status' ? (pending.status === 'ENABLED' ? 'Enable this campaign?' : 'Pause this campaign?') : 'Apply this change in Google Ads?'}
          confirmLabel={pending.kind === 'status' ? (pending.status === 'ENABLED' ? 'Enable' : 'Pause') : 'Apply'}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        >
          {pending.kind === 'status' ? (
            <p>{pending.status === 'ENABLED' ? 'Your ads start showing and spending your budget in Google Ads.' : 'Your ads stop showing until you enable the campaign again.'}</p>
          ) : (
            <>
              <p>
                <strong>{pending.suggestion.title}</strong>
              </p>
              <p>{pending.suggestion.detail}</p>
            </>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
