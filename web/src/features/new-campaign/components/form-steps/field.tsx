import type { CampaignFormValues, FieldErrors } from '../../utils/campaign-form';

export interface StepProps {
  /** Prefix for element ids; `${idPrefix}-${field}` is each control's id. */
  idPrefix: string;
  values: CampaignFormValues;
  errors: FieldErrors;
  setField: <K extends keyof CampaignFormValues>(name: K, value: CampaignFormValues[K]) => void;
}
