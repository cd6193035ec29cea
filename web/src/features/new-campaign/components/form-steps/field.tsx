import type { FormValues, FieldErrors } from '../../utils/campaign-form';

export interface StepProps {
  /** Prefix for element ids; `${idPrefix}-${field}` is each control's id. */
  idPrefix: string;
  values: FormValues;
  errors: FieldErrors;
  setField: <K extends keyof FormValues>(name: K, value: FormValues[K]) => void;
}
