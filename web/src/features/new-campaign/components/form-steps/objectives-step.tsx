import { useId } from 'react';
import type { CampaignType, Objective } from '@contract/campaign-fields';
import { env } from '@/config/env';
import { useI18n, type MessageId } from '@/lib/i18n';
import { CAMPAIGN_TYPE_LABELS, OBJECTIVE_LABELS } from '@/lib/campaign-labels';
import { CAMPAIGN_TYPES, DEFAULT_CAMPAIGN_TYPE, OBJECTIVES } from '../../utils/campaign-form';
import type { StepProps } from './field';

const OBJECTIVE_HINTS: Record<Objective, MessageId> = {
  Sales: 'dashboard.objective.sales.hint',
  Leads: 'dashboard.objective.leads.hint',
  'Website traffic': 'dashboard.objective.traffic.hint', // i18n-ignore: the SPEC's value (its label is translated)
};

const TYPE_HINTS: Record<CampaignType, MessageId> = {
  Search: 'dashboard.type.search.hint',
  Display: 'dashboard.type.display.hint',
  Shopping: 'dashboard.type.shopping.hint',
  Video: 'dashboard.type.video.hint',
  Performance: 'dashboard.type.performance.hint',
  App: 'dashboard.type.app.hint',
};

/** Google Ads creation makes Search campaigns today; the other types are planned only. */
const TYPE_REACH: Record<CampaignType, MessageId> = {
  Search: 'dashboard.type.createdInGoogleAds',
  Display: 'dashboard.type.planOnly',
  Shopping: 'dashboard.type.planOnly',
  Video: 'dashboard.type.planOnly',
  Performance: 'dashboard.type.planOnly',
  App: 'dashboard.type.planOnly',
};

/** Step 2: an objective is required; the campaign type choice appears once one is picked. */
export function ObjectivesStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t } = useI18n();
  const typeNoteId = useId();
  const pickObjective = (objective: Objective) => {
    setField('objective', objective);
    if (!values.type) setField('type', DEFAULT_CAMPAIGN_TYPE);
  };
  return (
    <div className="form-grid">
      <ChoiceGroup
        idPrefix={`${idPrefix}-objective`}
        legend={t('dashboard.objective.legend')}
        name="objective"
        options={OBJECTIVES}
        label={(o) => t(OBJECTIVE_LABELS[o])}
        hint={(o) => t(OBJECTIVE_HINTS[o])}
        value={values.objective}
        error={errors.objective}
        onChange={pickObjective}
      />
      {values.objective && (
        <ChoiceGroup
          idPrefix={`${idPrefix}-type`}
          legend={t('dashboard.type.legend')}
          name="type"
          options={CAMPAIGN_TYPES}
          label={(o) => t(CAMPAIGN_TYPE_LABELS[o])}
          hint={(o) => t(TYPE_HINTS[o])}
          tag={(o) => t(TYPE_REACH[o])}
          note={
            <p id={typeNoteId} className="choice-note">
              {t('dashboard.type.note', { product: env.productName })}
            </p>
          }
          noteId={typeNoteId}
          value={values.type}
          error={errors.type}
          onChange={(type) => setField('type', type)}
        />
      )}
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  idPrefix: string;
  legend: string;
  name: string;
  options: readonly T[];
  label: (option: T) => string;
  hint: (option: T) => string;
  /** A short line under the hint (e.g. what Pautia does with that choice). */
  tag?: (option: T) => string;
  /** A note under the legend, describing the group. */
  note?: React.ReactNode;
  noteId?: string;
  value: T | '';
  error?: string | undefined;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({
  idPrefix,
  legend,
  name,
  options,
  label,
  hint,
  tag,
  note,
  noteId,
  value,
  error,
  onChange,
}: ChoiceGroupProps<T>) {
  const errorId = `${idPrefix}-error`;
  const describedBy = [noteId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {note}
      <div className="choices">
        {options.map((option, index) => (
          <label key={option} className={`choice${value === option ? ' is-selected' : ''}`}>
            <input
              type="radio"
              id={index === 0 ? idPrefix : undefined}
              name={`${idPrefix}-${name}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="choice-label">{label(option)}</span>
            <span className="choice-hint">{hint(option)}</span>
            {tag && <span className={`choice-tag${option === 'Search' ? ' is-created' : ''}`}>{tag(option)}</span>}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
