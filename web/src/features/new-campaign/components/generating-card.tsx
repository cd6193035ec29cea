import { useI18n, type MessageId } from '@/lib/i18n';
import type { Strategy } from '@contract/campaigns';
import { StrategyDocument } from '@/components/strategy/strategy-document';
import type { OwnerMoney } from '@/components/strategy/owner-money';

export const GENERATING_STEPS = [
  'dashboard.generating.step.understanding',
  'dashboard.generating.step.researching',
  'dashboard.generating.step.writing',
  'dashboard.generating.step.planning',
] as const satisfies readonly MessageId[];

interface Props {
  /** The current step (0–3), as the server reports its progress. */
  step: number;
  /** The sections written so far. */
  sections: Partial<Strategy>;
  /** The campaign's language field (the strategy's text is marked with it). */
  language: string;
  /** The money the amounts are read in (components/strategy/owner-money.ts). */
  money?: OwnerMoney | undefined;
}

/**
 * docs/product.md P3.3: the loading card shown while a strategy is generated. Its steps follow the server's
 * real progress, and the strategy's sections show beneath it as they are written. Only the card
 * is a live region (a step change is announced); the sections are read when the user gets there.
 */
export function GeneratingCard({ step, sections, language, money }: Props) {
  const { t } = useI18n();
  const current = Math.min(Math.max(step, 0), GENERATING_STEPS.length - 1);
  return (
    <div className="generating-wrap">
      <div className="generating" role="status" aria-live="polite">
        <div className="generating-head">
          <span className="spinner" aria-hidden="true" />
          <div>
            <h3>{t('dashboard.generating.title')}</h3>
            <p className="muted">{t('dashboard.generating.subtitle')}</p>
          </div>
        </div>
        <ol className="generating-steps">
          {GENERATING_STEPS.map((label, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
            return (
              <li key={label} className={`generating-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="generating-mark" aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span>
                  {t(label)}
                  {state === 'done' && <span className="visually-hidden"> {t('dashboard.generating.done')}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {Object.keys(sections).length > 0 && (
        <section className="strategy strategy-draft" aria-label={t('dashboard.generating.soFar')} aria-busy="true">
          <p className="muted">{t('dashboard.generating.soFarNote')}</p>
          <StrategyDocument strategy={sections} language={language} level={4} ownerMoney={money} />
        </section>
      )}
    </div>
  );
}
