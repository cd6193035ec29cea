import { useId, useState } from 'react';
import { KEYWORD_LIMITS, type KeywordForecastResponse } from '@contract/keywords';
import { Term } from '@/components/term';
import { useApiClient } from '@/lib/api-client';
import type { BudgetForecastSlotProps } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { viewMoney } from '@/components/strategy/owner-money';
import { useSession } from '@/lib/session';
import { getKeywordForecast } from '../api/get-keyword-forecast';
import { failure, isLimitReached, MIN_LEARNING_CLICKS_PER_WEEK, SOURCE_LABELS, splitKeywords } from '../utils';
import { KeywordUpgradePrompt, SourceBadge } from './upgrade-prompt';
import '../keywords.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: KeywordForecastResponse; budget: number }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; problem: ReturnType<typeof failure> };

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

/**
 * The budget forecast: "about N clicks a week at this budget" for the form's keywords (phrase
 * match), with a warning below MIN_LEARNING_CLICKS_PER_WEEK. Asked on request: each forecast is a
 * lookup counted against the plan. The budget is USD (the form's); CPC and cost are in the place's
 * money when the form shows one beside the dollars, else in the answer's currency.
 */
export function BudgetForecast({ idPrefix, keywords, budget, location, language, money: place }: BudgetForecastSlotProps) {
  const { t, rich, money } = useI18n();
  const api = useApiClient();
  const { user } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const headingId = useId();
  const list = splitKeywords(keywords)
    .filter((k) => k.length <= KEYWORD_LIMITS.maxKeywordLength)
    .slice(0, KEYWORD_LIMITS.maxForecastKeywords);
  const weeklyBudget = Number(budget);
  const budgetOk =
    Number.isFinite(weeklyBudget) && weeklyBudget >= KEYWORD_LIMITS.minWeeklyBudget && weeklyBudget <= KEYWORD_LIMITS.maxWeeklyBudget;
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
    else setState({ kind: 'error', problem: failure(res.status, res.error) });
  }

  const stale = state.kind === 'done' && state.budget !== weeklyBudget;
  // The planner's dollars in the place's money beside the form's dollars (the same dated rate); another currency as answered.
  const figure = (amount: number, currency: string) =>
    place && currency === 'USD' ? viewMoney(money, amount, { currency: place.currency, rate: place.rate }) : money(amount, currency);
  // Keyed: the message comes back as a list of parts.
  const bold = (chunks: React.ReactNode[]) => <strong key="b">{chunks}</strong>;

  return (
    <section className="kw-panel" aria-labelledby={headingId}>
      <div className="kw-panel-head">
        <h3 id={headingId}>{t('keywords.forecast.title')}</h3>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          id={`${idPrefix}-forecast`}
          onClick={() => void run()}
          disabled={!ready || state.kind === 'loading'}
        >
          {state.kind === 'loading'
            ? t('keywords.forecast.running')
            : state.kind === 'done'
              ? t('keywords.forecast.again')
              : t('keywords.forecast.run')}
        </button>
      </div>
      {!ready && (
        <p className="field-hint">{t('keywords.forecast.needs', { amount: money(KEYWORD_LIMITS.minWeeklyBudget, 'USD', WHOLE) })}</p>
      )}
      <div aria-live="polite">
        {state.kind === 'loading' && <p className="kw-status">{t('keywords.forecast.loading')}</p>}
        {state.kind === 'error' && (
          <p className="kw-error" role="alert">
            {'id' in state.problem ? t(state.problem.id) : state.problem.text}
          </p>
        )}
        {state.kind === 'done' && (
          <div className="kw-forecast">
            <p className="kw-forecast-main">
              {stale
                ? rich('keywords.forecast.clicksFor', {
                    count: state.answer.weekly.clicks,
                    amount: money(state.budget, 'USD', WHOLE),
                    b: bold,
                  })
                : rich('keywords.forecast.clicks', { count: state.answer.weekly.clicks, b: bold })}
            </p>
            <p className="kw-status" data-testid="forecast-figures">
              <Term id="cpc">{t('keywords.forecast.avgCpc')}</Term> {figure(state.answer.weekly.averageCpc, state.answer.currency)} ·{' '}
              {t('keywords.forecast.cost', { amount: figure(state.answer.weekly.cost, state.answer.currency) })}
              {state.answer.weekly.impressions !== null && (
                <>
                  {' · '}
                  <Term id="impressions">{t('keywords.forecast.impressions', { count: state.answer.weekly.impressions })}</Term>
                </>
              )}{' '}
              · <SourceBadge label={t(SOURCE_LABELS[state.answer.source])} />
            </p>
            <p className="kw-note">
              {rich('keywords.forecast.matchType', {
                term: (chunks) => (
                  <Term key="term" id="phraseMatch">
                    {chunks}
                  </Term>
                ),
              })}
            </p>
            {state.answer.weekly.clicks < MIN_LEARNING_CLICKS_PER_WEEK && (
              <p className="kw-warning" role="note">
                {t('keywords.forecast.warning', { min: MIN_LEARNING_CLICKS_PER_WEEK })}
              </p>
            )}
          </div>
        )}
      </div>
      {state.kind === 'limit' && <KeywordUpgradePrompt message={state.message} />}
    </section>
  );
}
