import type { ReactNode } from 'react';
import { Term, type TermId } from './term';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  id: string;
  label: string;
  /** Jargon in the label, explained beside it (outside the label, so the control's name stays the label). */
  term?: TermId | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** The wrapper's class: the campaign form's `field`, the campaign editor's `edit-field`. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and error, both tied to it for screen readers. */
export function Field({ id, label, term, hint, error, className = 'field', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
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
