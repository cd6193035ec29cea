import { RECOMMENDED_DESCRIPTION_LENGTH, descriptionLength } from '../../utils/campaign-form';
import { Field, type StepProps } from './field';

/** Step 1: the business description — longer than 20 characters, 300+ recommended, with a counter. */
export function BusinessInfoStep({ idPrefix, values, errors, setField }: StepProps) {
  const length = descriptionLength(values.about);
  const enough = length >= RECOMMENDED_DESCRIPTION_LENGTH;
  return (
    <Field
      id={`${idPrefix}-about`}
      label="Describe your business"
      error={errors.about}
      hint={
        <>
          What you sell, who buys it, where, and what sets you apart. More than 20 characters; {RECOMMENDED_DESCRIPTION_LENGTH} or more
          recommended for a sharper strategy.
          <span className={`char-counter${enough ? ' is-enough' : ''}`} data-testid="description-counter">
            {length} / {RECOMMENDED_DESCRIPTION_LENGTH} characters{enough ? ' ✓' : ''}
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
          placeholder="e.g. Family bakery in Palermo, Buenos Aires. Sourdough, medialunas and custom cakes; delivery within 5 km…"
          onChange={(e) => setField('about', e.target.value)}
        />
      )}
    </Field>
  );
}
