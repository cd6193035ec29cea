import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChangeRecord, ResultRange, ResultsResponse, Suggestion } from '@contract/results';
import { Modal } from '@/components/modal';
import { Term } from '@/components/term';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { ApiResult } from '@/lib/api-client';
import { useI18n, type MessageId } from '@/lib/i18n';
import { ApiError } from '@/lib/query-client';
import { useApplySuggestion } from './api/apply-suggestion';
import { useRefreshResults, useResults } from './api/get-results';
import { useSetCampaignStatus } from './api/set-campaign-status';
import { useUndoChange } from './api/undo-change';
import { AdGroupsTable, AdsList, KeywordsTable, SearchTermsTable } from './components/results-tables';
import { TotalsGrid } from './components/totals-grid';
import { VerdictCard } from './components/verdict-card';
import { useResultsFormat } from './format';
import './results.css';

const DailyChart = lazy(() => import('./components/daily-chart').then((m) => ({ default: m.DailyChart })));

interface ResultsPanelCampaign {
  id: string;
  name?: string;
  /** Present once the campaign was created in Google Ads. */
  googleAds?: { campaignResourceName: string } | null;
}

/** A problem in the server's own words, or one of ours (`id`) to say in the reader's language. */
type Problem = { code?: string | undefined; message?: string | undefined; id?: MessageId };
type Load = { status: 'loading' } | { status: 'ready'; data: ResultsResponse } | ({ status: 'error' } & Problem);
type Pending =
  | { kind: 'status'; status: 'ENABLED' | 'PAUSED' }
  | { kind: 'apply'; suggestion: Suggestion; ticked: string[] }
  | { kind: 'undo'; change: ChangeRecord };

/** A list suggestion's items, each with its words: search terms, or a headline and its replacement. */
function listItems(s: Suggestion): { value: string; label: string }[] | null {
  if (s.change?.kind === 'ADD_NEGATIVES') return s.change.terms.map((term) => ({ value: term, label: `"${term}"` }));
  if (s.change?.kind === 'REPLACE_HEADLINES') {
    const add = s.change.add;
    return s.change.remove.map((line, i) => ({ value: line, label: `"${line}" → "${add[i] ?? ''}"` }));
  }
  return null;
}
type Notice = { tone: 'ok' | 'error'; text?: string; id?: MessageId; values?: Record<string, string> };

const STATUS_TEXT: Record<ResultsResponse['status'], MessageId> = {
  ENABLED: 'results.status.ENABLED',
  PAUSED: 'results.status.PAUSED',
  REMOVED: 'results.status.REMOVED',
};

function failure(result: Extract<ApiResult<unknown>, { ok: false }>, fallback: MessageId): Problem {
  if (result.status === 0) return { code: undefined, id: 'results.error.offline' };
  return { code: result.error?.error, ...(result.error?.message ? { message: result.error.message } : { id: fallback }) };
}

function problemOf(error: Error, fallback: MessageId): Problem {
  return error instanceof ApiError ? failure(error.result, fallback) : { id: fallback };
}

/**
 * Results of a campaign created in Google Ads (Premium): status and why it does not serve,
 * enable/pause, 7/30-day figures against the previous period, the daily chart, tables, ads with
 * Google's ratings, one-click suggestions, the A/B comparison and the history of changes.
 */
export function ResultsPanel({
  uid,
  campaign,
  view = 'results',
}: {
  uid: string;
  campaign: ResultsPanelCampaign;
  /** The figures and fixes, or the history of changes (the campaign page's sections). */
  view?: 'results' | 'history';
}) {
  const showResults = view === 'results';
  const { t, number } = useI18n();
  const inGoogleAds = !!campaign.googleAds?.campaignResourceName;
  const [range, setRange] = useState<ResultRange>('LAST_7_DAYS');
  const results = useResults(uid, campaign.id, range, inGoogleAds);
  const refresh = useRefreshResults(uid, campaign.id);
  const { mutateAsync: setCampaignStatus } = useSetCampaignStatus(uid, campaign.id);
  const { mutateAsync: applySuggestion } = useApplySuggestion(uid, campaign.id);
  const { mutateAsync: undoChange } = useUndoChange(uid, campaign.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const confirmButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // A refresh hides the figures until Google Ads answers; a failed read (or refresh) shows why.
  const load: Load = refresh.isPending
    ? { status: 'loading' }
    : refresh.error
      ? { status: 'error', ...problemOf(refresh.error, 'results.error.load') }
      : results.status === 'error'
        ? { status: 'error', ...problemOf(results.error, 'results.error.load') }
        : results.data
          ? { status: 'ready', data: results.data }
          : { status: 'loading' };
  const data = load.status === 'ready' ? load.data : null;
  // Every amount is in the Google Ads account's currency, as the answer names it.
  const format = useResultsFormat(data?.currency ?? 'USD');
  const say = (problem: Problem) => problem.message ?? (problem.id ? t(problem.id) : '');

  /** Reads the kept figures again (after a failure: "Try again"). */
  const retry = () => {
    refresh.reset();
    void results.refetch();
  };

  // The refresh button re-enables itself when its 15 minutes are over.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  if (!inGoogleAds) {
    return (
      <section className="results-panel" aria-labelledby="results-title">
        <h2 id="results-title">{t('results.title')}</h2>
        <p className="results-muted">{t('results.notCreated')}</p>
      </section>
    );
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    if (pending.kind === 'status') {
      const result = await setCampaignStatus(pending.status);
      if (result.ok) {
        setNotice({ tone: 'ok', id: pending.status === 'ENABLED' ? 'results.notice.enabled' : 'results.notice.paused' });
        refresh.reset();
      } else setNotice({ tone: 'error', text: say(failure(result, 'results.error.change')) });
    } else if (pending.kind === 'apply') {
      const list = listItems(pending.suggestion);
      if (list && pending.ticked.length === 0) return setBusy(false);
      const result = await applySuggestion({ id: pending.suggestion.id, ...(list ? { items: pending.ticked } : {}) });
      if (result.ok) setNotice({ tone: 'ok', id: 'results.notice.applied', values: { change: result.data.change.description } });
      else setNotice({ tone: 'error', text: say(failure(result, 'results.error.change')) });
    } else {
      const result = await undoChange(pending.change.id);
      if (result.ok) setNotice({ tone: 'ok', id: 'results.notice.undone', values: { change: pending.change.description } });
      else setNotice({ tone: 'error', text: say(failure(result, 'results.error.change')) });
    }
    setBusy(false);
    setPending(null);
  }

  const pendingItems = pending?.kind === 'apply' ? listItems(pending.suggestion) : null;
  const nothingTicked = pending?.kind === 'apply' && !!pendingItems && pending.ticked.length === 0;

  const refreshAt = data ? Date.parse(data.refreshAvailableAt) : 0;
  const canRefresh = !!data && Math.max(now, results.dataUpdatedAt) >= refreshAt;

  return (
    <section className="results-panel" aria-labelledby="results-title" aria-busy={load.status === 'loading'}>
      <header className="results-header">
        <div className="results-title-row">
          <h2 id="results-title" ref={title} tabIndex={-1}>
            {showResults ? t('results.title') : t('results.history.heading')}
          </h2>
          {data?.source === 'sandbox' && (
            <span className="results-sandbox" title={t('results.sandbox.hint')}>
              {t('results.sandbox')}
            </span>
          )}
        </div>
        <div className="results-controls" hidden={!showResults}>
          <div role="group" aria-label={t('results.period')} className="results-range">
            {(['LAST_7_DAYS', 'LAST_30_DAYS'] as const).map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={range === r}
                className="results-button"
                onClick={() => {
                  setRange(r);
                  refresh.reset();
                }}
              >
                {r === 'LAST_7_DAYS' ? t('results.range.LAST_7_DAYS') : t('results.range.LAST_30_DAYS')}
              </button>
            ))}
          </div>
          <button type="button" className="results-button" disabled={!canRefresh} onClick={() => refresh.mutate(range)}>
            {t('results.refresh')}
          </button>
        </div>
      </header>

      <div aria-live="polite" className="results-live">
        {notice && (
          <p className={`results-notice results-notice-${notice.tone}`}>{notice.text ?? (notice.id ? t(notice.id, notice.values) : '')}</p>
        )}
      </div>

      {load.status === 'loading' && (
        <p className="results-muted" role="status">
          {t('results.loading')}
        </p>
      )}
      {load.status === 'error' && (
        <div className="results-notice results-notice-error" role="alert">
          <p>{say(load)}</p>
          {load.code === 'PREMIUM_REQUIRED' ? (
            <Link to={paths.pricing}>{t('results.seePremium')}</Link>
          ) : (
            load.code !== 'QUOTA_EXCEEDED' && (
              <button type="button" className="results-button" onClick={retry}>
                {t('results.retry')}
              </button>
            )
          )}
        </div>
      )}

      {data && !showResults && (
        <HistoryList history={data.history} time={format.time} onUndo={(change) => setPending({ kind: 'undo', change })} />
      )}

      {data && showResults && (
        <>
          {data.verdict && <VerdictCard verdict={data.verdict} format={format} />}
          <p className="results-muted">
            {t('results.fetchedAt', { time: format.time(data.fetchedAt) })}{' '}
            {!canRefresh && t('results.refreshAt', { time: format.time(data.refreshAvailableAt) })}{' '}
            {t('results.currencyNote', { currency: format.currency })}
          </p>
          {data.notice && <p className="results-notice results-notice-error">{data.notice}</p>}

          <section className="results-section results-status" aria-label={t('results.status.region')}>
            <p>
              {t('results.status.label')}{' '}
              <span className={`results-chip results-chip-${data.status.toLowerCase()}`}>{t(STATUS_TEXT[data.status])}</span>
            </p>
            {data.servingProblems.length > 0 && (
              <ul className="results-problems" aria-label={t('results.status.problems')}>
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
                {data.status === 'ENABLED' ? t('results.pause') : t('results.enable')}
              </button>
            )}
          </section>

          <TotalsGrid totals={data.totals} previous={data.previousTotals} range={data.range} format={format} />

          <Suspense fallback={<p className="results-muted">{t('results.chart.loading')}</p>}>
            <DailyChart daily={data.daily} format={format} />
          </Suspense>

          <section className="results-section" aria-labelledby="suggestions-title">
            <h3 id="suggestions-title">{t('results.suggestions.title')}</h3>
            {data.suggestions.length === 0 ? (
              <p className="results-muted">{t('results.suggestions.empty')}</p>
            ) : (
              <ul className="results-suggestions">
                {data.suggestions.map((s) => (
                  <li key={s.id} className="results-suggestion">
                    <h4>{s.title}</h4>
                    <p>{s.detail}</p>
                    {s.change && (
                      <button
                        type="button"
                        className="results-button results-button-primary"
                        aria-label={t('results.suggestions.applyLabel', { title: s.title })}
                        onClick={() => setPending({ kind: 'apply', suggestion: s, ticked: listItems(s)?.map((i) => i.value) ?? [] })}
                      >
                        {t('results.suggestions.apply')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {data.abTest && (
            <section className="results-section" aria-labelledby="ab-title">
              <h3 id="ab-title">{t('results.ab.title', { group: data.abTest.adGroupName })}</h3>
              <div className="results-table-wrap">
                {/* Cards on phones, like the other tables: each cell named by its column. */}
                <table className="results-cards">
                  <thead>
                    <tr>
                      <th scope="col">{t('results.ab.metric')}</th>
                      <th scope="col">{t('results.ab.adA')}</th>
                      <th scope="col">{t('results.ab.adB')}</th>
                      <th scope="col">
                        <Term id="pValue">{t('results.ab.pValue')}</Term>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {(
                      [
                        ['ctr', 'results.metric.ctr', data.abTest.ctr],
                        ['conversionRate', 'results.metric.conversionRate', data.abTest.conversionRate],
                      ] as const
                    ).map(([term, label, test]) => (
                      <tr key={term}>
                        <th scope="row">
                          <Term id={term}>{t(label)}</Term>
                        </th>
                        <td data-label={t('results.ab.adA')}>{format.percent(test.a.rate)}</td>
                        <td data-label={t('results.ab.adB')}>{format.percent(test.b.rate)}</td>
                        <td data-label={t('results.ab.pValue')}>
                          {number(test.pValue, { minimumFractionDigits: 3, maximumFractionDigits: 3 })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                <strong>{data.abTest.recommendation}</strong> <span className="results-muted">{t('results.ab.method')}</span>
              </p>
              {data.abTest.sample && (
                <p className="results-muted">
                  {t('results.ab.sample', { needed: data.abTest.sample.neededClicks, a: data.abTest.sample.a, b: data.abTest.sample.b })}
                  {data.abTest.confidence != null && ` ${t('results.ab.confidence', { percent: format.percent(data.abTest.confidence) })}`}
                </p>
              )}
            </section>
          )}

          <AdGroupsTable rows={data.adGroups} format={format} />
          <KeywordsTable rows={data.keywords} format={format} />
          <SearchTermsTable rows={data.searchTerms} format={format} />
          <AdsList ads={data.ads} format={format} />
        </>
      )}

      {pending && (
        <Modal
          role="alertdialog"
          title={
            pending.kind === 'status'
              ? pending.status === 'ENABLED'
                ? t('results.confirm.enableTitle')
                : t('results.confirm.pauseTitle')
              : pending.kind === 'undo'
                ? t('results.confirm.undoTitle')
                : t('results.confirm.applyTitle')
          }
          initialFocus={confirmButton}
          locked={busy}
          returnFocus={() => title.current}
          onClose={() => setPending(null)}
          actions={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setPending(null)} disabled={busy}>
                {t('results.confirm.cancel')}
              </button>
              <button
                ref={confirmButton}
                type="button"
                className="btn btn-primary"
                onClick={() => void confirm()}
                disabled={busy}
                aria-disabled={nothingTicked || undefined}
              >
                {busy
                  ? t('results.confirm.busy')
                  : pending.kind === 'status'
                    ? pending.status === 'ENABLED'
                      ? t('results.confirm.enable')
                      : t('results.confirm.pause')
                    : pending.kind === 'undo'
                      ? t('results.confirm.undo')
                      : t('results.confirm.apply')}
              </button>
            </>
          }
        >
          {pending.kind === 'status' ? (
            <p>{pending.status === 'ENABLED' ? t('results.confirm.enableBody') : t('results.confirm.pauseBody')}</p>
          ) : pending.kind === 'undo' ? (
            <>
              <p>
                <strong>{pending.change.description}</strong>
              </p>
              {pending.change.before && <p>{t('results.confirm.undoBody', { before: pending.change.before })}</p>}
            </>
          ) : (
            <>
              <p>
                <strong>{pending.suggestion.title}</strong>
              </p>
              <p>{pending.suggestion.detail}</p>
              {pending.suggestion.change?.kind === 'ADD_AD_VARIANT' && (
                <AdBPreview headlines={pending.suggestion.change.headlines} descriptions={pending.suggestion.change.descriptions} />
              )}
              {pendingItems && (
                <fieldset className="results-items">
                  <legend>{t('results.suggestions.choose')}</legend>
                  {pendingItems.map((item) => (
                    <label key={item.value} className="results-item">
                      <input
                        type="checkbox"
                        checked={pending.ticked.includes(item.value)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setPending({
                            ...pending,
                            ticked: on ? [...pending.ticked, item.value] : pending.ticked.filter((v) => v !== item.value),
                          });
                        }}
                      />{' '}
                      <span>{item.label}</span>
                    </label>
                  ))}
                  {nothingTicked && <p className="results-notice results-notice-error">{t('results.suggestions.noneTicked')}</p>}
                </fieldset>
              )}
            </>
          )}
        </Modal>
      )}
    </section>
  );
}

/** What ad B of an A/B test will say, shown before it is created. */
function AdBPreview({ headlines, descriptions }: { headlines: string[]; descriptions: string[] }) {
  const { t } = useI18n();
  return (
    <div className="results-ad-b" role="group" aria-label={t('results.suggestions.adB')}>
      <p className="results-muted">{t('results.suggestions.adB')}</p>
      <h5>{t('results.suggestions.adBHeadlines')}</h5>
      <ul>
        {headlines.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <h5>{t('results.suggestions.adBDescriptions')}</h5>
      <ul>
        {descriptions.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The changes made from the product, newest first (the campaign page's History section): what,
 * in which ad group, before and after, when, and an undo while one is possible.
 */
function HistoryList({
  history,
  time,
  onUndo,
}: {
  history: ResultsResponse['history'];
  time: (iso: string) => string;
  onUndo: (change: ChangeRecord) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="results-section" aria-labelledby="history-title">
      <h3 id="history-title">{t('results.history.title', { product: env.productName })}</h3>
      {history.length === 0 ? (
        <p className="results-muted">{t('results.history.empty')}</p>
      ) : (
        <ol className="results-history">
          {history.map((h) => (
            <li key={h.id} className="results-history-item">
              <p>
                <span className={`results-chip results-chip-${h.result === 'APPLIED' ? 'enabled' : 'removed'}`}>
                  {h.result === 'APPLIED' ? t('results.history.applied') : t('results.history.failed')}
                </span>{' '}
                <strong>{h.description}</strong> <time dateTime={h.at}>{time(h.at)}</time>
              </p>
              {h.adGroupName && <p className="results-muted">{t('results.history.adGroup', { name: h.adGroupName })}</p>}
              {h.before !== undefined && h.after !== undefined && (
                <dl className="results-before-after">
                  <div>
                    <dt>{t('results.history.before')}</dt>
                    <dd>{h.before}</dd>
                  </div>
                  <div>
                    <dt>{t('results.history.after')}</dt>
                    <dd>{h.after}</dd>
                  </div>
                </dl>
              )}
              <p className="results-muted">{h.message}</p>
              {h.undoneAt && (
                <p className="results-muted">
                  {t('results.history.undoneAt')} <time dateTime={h.undoneAt}>{time(h.undoneAt)}</time>
                </p>
              )}
              {h.undoable && (
                <button
                  type="button"
                  className="results-button"
                  aria-label={t('results.history.undoLabel', { change: h.description })}
                  onClick={() => onUndo(h)}
                >
                  {t('results.history.undo')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
