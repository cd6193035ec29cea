import { bundledRateFor } from '@contract/currency-rates';
import { useFormSlots } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { LINK_FIELDS, MIN_WEEKLY_BUDGET, type CampaignFormValues } from '../../utils/campaign-form';
import { Field } from '@/components/field';
import type { StepProps } from './field';

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

/**
 * The weekly budget in the currency of the place picked on the Targeting step, at the bundled
 * reference rate (stated with its date); undefined when that currency is the dollar or unknown.
 */
function localEquivalent(values: CampaignFormValues): { currency: string; weekly: number; date: string } | undefined {
  const place = values.place && values.place.name === values.location.trim() ? values.place : undefined;
  const rate = place ? bundledRateFor(place.countryCode) : undefined;
  if (!rate || rate.currency === 'USD') return undefined;
  const typed = Number(values.budget.trim());
  const weeklyUsd = values.budget.trim() && Number.isFinite(typed) && typed > 0 ? typed : MIN_WEEKLY_BUDGET;
  return { currency: rate.currency, weekly: weeklyUsd * rate.rate, date: rate.date };
}

/** Step 5: the weekly budget (required, minimum 50 USD) and four optional links. */
export function BudgetLinksStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t, money, date } = useI18n();
  const { budgetForecast: Forecast } = useFormSlots();
  const equivalent = localEquivalent(values);
  return (
    <div className="form-grid">
      <Field
        id={`${idPrefix}-budget`}
        label={t('dashboard.budget.label')}
        hint={
          <>
            {t('dashboard.budget.hint', { amount: money(MIN_WEEKLY_BUDGET, 'USD', WHOLE) })}
            {equivalent && ' '}
            {equivalent && (
              <span className="budget-equivalent" data-testid="budget-equivalent">
                {t('dashboard.budget.equivalent', {
                  amount: money(equivalent.weekly, equivalent.currency, WHOLE),
                  date: date(equivalent.date, { dateStyle: 'medium', timeZone: 'UTC' }),
                })}
              </span>
            )}
          </>
        }
        error={errors.budget}
      >
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
      {Forecast && (
        <Forecast
          idPrefix={`${idPrefix}-forecast`}
          keywords={values.keywords}
          budget={values.budget}
          location={values.location}
          language={values.language}
        />
      )}
      <fieldset className="links-group">
        <legend>{t('dashboard.links.legend')}</legend>
        <div className="links-grid">
          {LINK_FIELDS.map(({ name, label }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={t(label)} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  maxLength={2048}
                  // i18n-ignore: the address format, the same in every language
                  placeholder="https://"
                  value={values[name]}
                  onChange={(e) => setField(name, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="links-group">
        <legend>{t('dashboard.contact.legend')}</legend>
        <p className="muted" id={`${idPrefix}-contact-hint`}>
          {t('dashboard.contact.hint')}
        </p>
        <div className="links-grid">
          {CONTACT_FIELDS.map(({ name, label, type }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={t(label)} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type={type}
                  inputMode={type === 'url' ? 'url' : 'tel'}
                  autoComplete={type === 'url' ? 'url' : 'tel'}
                  maxLength={type === 'url' ? 2048 : 40}
                  // i18n-ignore: the address and number formats, the same in every language
                  placeholder={type === 'url' ? 'https://' : '+54 9 351 555 0101'}
                  value={values[name] ?? ''}
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

/** How customers reach the business (issue 26): optional; they choose the ads' calls to action. */
const CONTACT_FIELDS = [
  { name: 'whatsapp', label: 'dashboard.contact.whatsapp', type: 'tel' },
  { name: 'phone', label: 'dashboard.contact.phone', type: 'tel' },
  { name: 'bookingUrl', label: 'dashboard.contact.bookingUrl', type: 'url' },
] as const;
