import { useI18n } from '@/lib/i18n';
import { MIN_DESCRIPTION_LENGTH, RECOMMENDED_DESCRIPTION_LENGTH, descriptionLength } from '../../utils/campaign-form';
import { Field } from '@/components/field';
import type { StepProps } from './field';

/** Step 1: the business description — longer than 20 characters, 300+ recommended, with a counter. */
export function BusinessInfoStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t, number } = useI18n();
  const length = descriptionLength(values.about);
  const enough = length >= RECOMMENDED_DESCRIPTION_LENGTH;
  return (
    <Field
      id={`${idPrefix}-about`}
      label={t('dashboard.about.label')}
      error={errors.about}
      hint={
        <>
          {t('dashboard.about.hint', { min: MIN_DESCRIPTION_LENGTH - 1, recommended: RECOMMENDED_DESCRIPTION_LENGTH })}
          <span className={`char-counter${enough ? ' is-enough' : ''}`} data-testid="description-counter">
            {t('dashboard.about.counter', { count: number(length), recommended: number(RECOMMENDED_DESCRIPTION_LENGTH) })}
            {enough ? ' ✓' : ''}
          </span>
        </>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={7}
          maxLength={5000}
          value={values.about}
          placeholder={t('dashboard.about.placeholder')}
          onChange={(e) => setField('about', e.target.value)}
        />
      )}
    </Field>
  );
}
