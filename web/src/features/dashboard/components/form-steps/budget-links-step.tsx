import { useFormSlots } from '@/lib/form-slots';
import { LINK_FIELDS, MIN_WEEKLY_BUDGET } from '../../utils/campaign-form';
import { Field, type StepProps } from './field';

/** Step 5: the weekly budget (required, minimum 50) and four optional links. */
export function BudgetLinksStep({ idPrefix, values, errors, setField }: StepProps) {
  const { budgetForecast: Forecast } = useFormSlots();
  return (
    <div className="form-grid">
      <Field id={`${idPrefix}-budget`} label="Weekly budget (USD)" hint={`Minimum $${MIN_WEEKLY_BUDGET}/week recommended`} error={errors.budget}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={MIN_WEEKLY_BUDGET}
            step={1}
            placeholder="150"
            value={values.budget}
            onChange={(e) => setField('budget', e.target.value)}
          />
        )}
      </Field>
      {Forecast && <Forecast idPrefix={`${idPrefix}-forecast`} keywords={values.keywords} budget={values.budget} location={values.location} language={values.language} />}
      <fieldset className="links-group">
        <legend>Links (optional)</legend>
        <div className="links-grid">
          {LINK_FIELDS.map(({ name, label }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={label} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  maxLength={2048}
                  placeholder="https://"
                  value={values[name]}
                  onChange={(e) => setField(name, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
