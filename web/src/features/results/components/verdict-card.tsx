import type { Verdict, VerdictFigure } from '@contract/results';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { ResultsFormat } from '../format';

const LEVEL_TEXT: Record<Verdict['level'], MessageId> = {
  GOOD: 'results.verdict.GOOD',
  WATCH: 'results.verdict.WATCH',
  ACT: 'results.verdict.ACT',
};

const FIGURE_TEXT: Record<VerdictFigure['key'], MessageId> = {
  COST_PER_RESULT: 'results.verdict.figure.COST_PER_RESULT',
  RESULTS: 'results.verdict.figure.RESULTS',
  CTR: 'results.verdict.figure.CTR',
  COST: 'results.verdict.figure.COST',
  CLICKS: 'results.verdict.figure.CLICKS',
  CONVERSION_RATE: 'results.verdict.figure.CONVERSION_RATE',
};

const BASIS_TEXT: Record<NonNullable<VerdictFigure['basis']>, MessageId> = {
  TARGET: 'results.verdict.basis.TARGET',
  TYPICAL: 'results.verdict.basis.TYPICAL',
  BUDGET: 'results.verdict.basis.BUDGET',
};

const MONEY: VerdictFigure['key'][] = ['COST_PER_RESULT', 'COST'];
const RATES: VerdictFigure['key'][] = ['CTR', 'CONVERSION_RATE'];

/**
 * The verdict at the top of the results: good, watch or act in plain words, the
 * three numbers behind it (each against its target, the typical figure or the budget) and one next step.
 */
export function VerdictCard({ verdict, format }: { verdict: Verdict; format: ResultsFormat }) {
  const { t } = useI18n();
  const show = (key: VerdictFigure['key'], n: number | null) =>
    n === null ? '—' : MONEY.includes(key) ? format.money(n) : RATES.includes(key) ? format.percent(n) : format.count(n);
  return (
    <section className={`results-verdict results-verdict-${verdict.level.toLowerCase()}`} aria-labelledby="results-verdict-title">
      <p className="results-verdict-level">{t(LEVEL_TEXT[verdict.level])}</p>
      <h3 id="results-verdict-title">{verdict.title}</h3>
      <p>{verdict.detail}</p>
      <dl className="results-verdict-figures">
        {verdict.figures.map((f) => (
          <div key={f.key}>
            <dt>{t(FIGURE_TEXT[f.key])}</dt>
            <dd>
              <span className="results-verdict-value">{show(f.key, f.value)}</span>
              {f.basis && f.compare !== null && (
                <span className="results-muted">{t(BASIS_TEXT[f.basis], { value: show(f.key, f.compare) })}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="results-verdict-next">
        <strong>{t('results.verdict.next')}</strong> {verdict.nextStep}
      </p>
      {/* A conversion tag gone silent, named with its days (the tracking section shows the fix). */}
      {verdict.trackingNote && (
        <p className="results-verdict-note" role="note">
          {verdict.trackingNote}
        </p>
      )}
    </section>
  );
}
