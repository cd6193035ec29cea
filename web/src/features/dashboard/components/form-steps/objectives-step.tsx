import type { CampaignType, Objective } from '@contract/campaign-fields';
import { CAMPAIGN_TYPES, DEFAULT_CAMPAIGN_TYPE, OBJECTIVES } from '../../utils/campaign-form';
import type { StepProps } from './field';

const OBJECTIVE_HINTS: Record<Objective, string> = {
  Sales: 'Sell online or in store',
  Leads: 'Get calls, forms and sign-ups',
  'Website traffic': 'Bring the right people to your site',
};

const TYPE_HINTS: Record<CampaignType, string> = {
  Search: 'Text ads on Google search results',
  Display: 'Image ads across websites and apps',
  Shopping: 'Product listings with price and photo',
  Video: 'Video ads on YouTube',
  Performance: 'Performance Max across all of Google',
  App: 'Promote app installs',
};

/** Step 2: an objective is required; the campaign type choice appears once one is picked. */
export function ObjectivesStep({ idPrefix, values, errors, setField }: StepProps) {
  const pickObjective = (objective: Objective) => {
    setField('objective', objective);
    if (!values.type) setField('type', DEFAULT_CAMPAIGN_TYPE);
  };
  return (
    <div className="form-grid">
      <ChoiceGroup
        idPrefix={`${idPrefix}-objective`}
        legend="What is your main objective?"
        name="objective"
        options={OBJECTIVES}
        hints={OBJECTIVE_HINTS}
        value={values.objective}
        error={errors.objective}
        onChange={pickObjective}
      />
      {values.objective && (
        <ChoiceGroup
          idPrefix={`${idPrefix}-type`}
          legend="Campaign type"
          name="type"
          options={CAMPAIGN_TYPES}
          hints={TYPE_HINTS}
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
  hints: Record<T, string>;
  value: T | '';
  error?: string | undefined;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ idPrefix, legend, name, options, hints, value, error, onChange }: ChoiceGroupProps<T>) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
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
            <span className="choice-label">{option}</span>
            <span className="choice-hint">{hints[option]}</span>
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
