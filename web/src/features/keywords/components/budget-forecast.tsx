import { useId, useState } from 'react';
import { KEYWORD_LIMITS, type KeywordForecastResponse } from '@contract/keywords';
import { useApiClient } from '@/lib/api-client';
import type { BudgetForecastSlotProps } from '@/lib/form-slots';
import { useSession } from '@/lib/session';
import { getKeywordForecast } from '../api/get-keyword-forecast';
import { count, failureMessage, isLimitReached, MIN_LEARNING_CLICKS_PER_WEEK, money, sourceLabel, splitKeywords } from '../utils';
import { KeywordUpgradePrompt, SourceBadge } from './upgrade-prompt';
import '../keywords.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: KeywordForecastResponse; budget: number }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; message: string };

/**
 * The budget forecast: "about N clicks a week at this budget" for the form's keywords (phrase
 * match), with a warning below MIN_LEARNING_CLICKS_PER_WEEK. Asked on request: each forecast is a
 * lookup counted against the plan.
 */
export function BudgetForecast({ idPrefix, keywords, budget, location, language }: BudgetForecastSlotProps) {
  const api = useApiClient();
  const { user } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const headingId = useId();
  const list = splitKeywords(keywords)
    .filter((k) => k.length <= KEYWORD_LIMITS.maxKeywordLength)
    .slice(0, KEYWORD_LIMITS.maxForecastKeywords);
  const weeklyBudget = Number(budget);
  const budgetOk = Number.isFinite(weeklyBudget) && weeklyBudget >= KEYWORD_LIMITS.minWeeklyBudget && weeklyBudget <= KEYWORD_LIMITS.maxWeeklyBudget;
  const ready = Boolean(user) && list.length > 0 && budgetOk && location.trim() !== '' && language.trim() !== '';

  async function run() {
    if (!user || !ready) return;
    setState({ kind: 'loading' });
    const res = await getKeywordForecast(api, {
      userId: user.uid,
      keywords: list.map((text) => ({ text, matchType: 'PHRASE' })),
      weeklyBudget,
      location,
      language,
    });
    if (res.ok) setState({ kind: 'done', answer: res.data, budget: weeklyBudget });
    else if (isLimitReached(res.status, res.error)) setState({ kind: 'limit', message: res.error?.message ?? '' });
    else setState({ kind: 'error', message: failureMessage(res.status, res.error) });
  }

  const stale = state.kind === 'done' && state.budget !== weeklyBudget;

  return (
    <section className="kw-panel" aria-labelledby={headingId}>
      <div className="kw-panel-head">
        <h3 id={headingId}>Clicks forecast</h3>
        <button type="button" className="btn btn-secondary btn-sm" id={`${idPrefix}-forecast`} onClick={() => void run()} disabled={!ready || state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Forecasting…' : state.kind === 'done' ? 'Forecast again' : 'Forecast clicks'}
        </button>
      </div>
      {!ready && (
        <p className="field-hint">
          Needs your keywords (Keywords step) and a weekly budget of at least ${KEYWORD_LIMITS.minWeeklyBudget}.
        </p>
      )}
      <div aria-live="polite">
        {state.kind === 'loading' && <p className="kw-status">Forecasting a week at this budget…</p>}
        {state.kind === 'error' && (
          <p className="kw-error" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'done' && (
          <div className="kw-forecast">
            <p className="kw-forecast-main">
              About <strong>{count(state.answer.weekly.clicks)}</strong> clicks a week at this budget
              {stale ? ` (for ${money(state.budget, 'USD')})` : ''}.
            </p>
            <p className="kw-status">
              Average CPC {money(state.answer.weekly.averageCpc, state.answer.currency)} · cost {money(state.answer.weekly.cost, state.answer.currency)}
              {state.answer.weekly.impressions !== null ? ` · ${count(state.answer.weekly.impressions)} impressions` : ''} ·{' '}
              <SourceBadge label={sourceLabel(state.answer.source)} />
            </p>
            {state.answer.weekly.clicks < MIN_LEARNING_CLICKS_PER_WEEK && (
              <p className="kw-warning" role="note">
                Fewer than {MIN_LEARNING_CLICKS_PER_WEEK} clicks a week is too few to learn which keywords and ads work. Raise the budget or choose
                keywords with cheaper clicks.
              </p>
            )}
          </div>
        )}
      </div>
      {state.kind === 'limit' && <KeywordUpgradePrompt message={state.message} />}
    </section>
  );
}
