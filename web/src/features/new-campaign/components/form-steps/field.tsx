import type { ReactNode } from 'react';
import { Term, type TermId } from '@/components/term';
import type { CampaignFormValues, FieldErrors } from '../../utils/campaign-form';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FieldProps {
  id: string;
  label: string;
  /** Jargon in the label, explained beside it (outside the label, so the control's name stays the label). */
  term?: TermId | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and error, both tied to it for screen readers. */
export function Field({ id, label, term, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {term ? (
        <Term id={term}>
          <label htmlFor={id}>{label}</label>
        </Term>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface StepProps {
  /** Prefix for element ids; `${idPrefix}-${field}` is each control's id. */
  idPrefix: string;
  values: CampaignFormValues;
  errors: FieldErrors;
  setField: <K extends keyof CampaignFormValues>(name: K, value: CampaignFormValues[K]) => void;
}
