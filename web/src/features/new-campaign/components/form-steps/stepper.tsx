import { useI18n } from '@/lib/i18n';
import { FORM_STEPS } from '../../utils/campaign-form';

/** Where the user is among the five steps. */
export function Stepper({ current }: { current: number }) {
  const { t } = useI18n();
  return (
    <ol className="stepper" aria-label={t('dashboard.steps.label')}>
      {FORM_STEPS.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={name} className={`stepper-item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="stepper-number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="stepper-name">
              {t(name)}
              {state === 'done' && <span className="visually-hidden"> {t('dashboard.steps.completed')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
