import { useFormSlots } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { LINK_FIELDS, MIN_WEEKLY_BUDGET, localAmount, placeCurrency, toLocal, toUsd } from '../../utils/campaign-form';
import { Field } from '@/components/field';
import type { StepProps } from './field';

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

/** Step 5: the weekly budget (required, minimum 50 USD) and four optional links. */
export function BudgetLinksStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t, money, date } = useI18n();
  const { budgetForecast: Forecast } = useFormSlots();
  // The place's money beside the SPEC's weekly USD field: either one typed converts the other at the dated rate.
  const local = placeCurrency(values);
  const setUsd = (text: string) => {
    setField('budget', text);
    const usd = Number(text.trim());
    if (local) setField('localBudget', text.trim() && Number.isFinite(usd) && usd > 0 ? String(toLocal(usd, local.rate)) : '');
  };
  const setLocal = (text: string) => {
    setField('localBudget', text);
    const amount = Number(text.trim());
    if (local && text.trim() && Number.isFinite(amount) && amount > 0) setField('budget', String(toUsd(amount, local.rate)));
  };
  // What the owner typed while it matches the USD field, else the USD field converted.
  const localValue = values.localBudget !== undefined && values.localBudget.trim() === '' ? '' : localAmount(values);
  return (
    <div className="form-grid">
      <Field
        id={`${idPrefix}-budget`}
        label={t('dashboard.budget.label')}
        hint={t('dashboard.budget.hint', { amount: money(MIN_WEEKLY_BUDGET, 'USD', WHOLE) })}
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
            onChange={(e) => setUsd(e.target.value)}
          />
        )}
      </Field>
      {local && (
        <Field
          id={`${idPrefix}-localBudget`}
          label={t('money.localBudget.label', { currency: local.currency })}
          hint={
            <span data-testid="budget-equivalent">
              {t('money.localBudget.hint', {
                minimum: money(toLocal(MIN_WEEKLY_BUDGET, local.rate), local.currency, WHOLE),
                date: date(local.date, { dateStyle: 'medium', timeZone: 'UTC' }),
              })}
            </span>
          }
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={toLocal(MIN_WEEKLY_BUDGET, local.rate)}
              step={1}
              value={localValue}
              onChange={(e) => setLocal(e.target.value)}
            />
          )}
        </Field>
      )}
      {Forecast && (
        <Forecast
          idPrefix={`${idPrefix}-forecast`}
          keywords={values.keywords}
          budget={values.budget}
          location={values.location}
          language={values.language}
          money={local ? { currency: local.currency, rate: local.rate } : undefined}
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

/** How customers reach the business: optional; they choose the ads' calls to action. */
const CONTACT_FIELDS = [
  { name: 'whatsapp', label: 'dashboard.contact.whatsapp', type: 'tel' },
  { name: 'phone', label: 'dashboard.contact.phone', type: 'tel' },
  { name: 'bookingUrl', label: 'dashboard.contact.bookingUrl', type: 'url' },
] as const;
