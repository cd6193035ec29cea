import { useId } from 'react';

interface Props {
  /** The field name in the edit (`headlines`), used for error keys like `headlines.3`. */
  field: string;
  legend: string;
  itemLabel: string;
  items: string[];
  max: number;
  maxItems: number;
  minItems: number;
  errors: Record<string, string>;
  multiline?: boolean;
  onChange: (items: string[]) => void;
}

/** Headlines or descriptions: one input each, with a live "n/max" counter and the error beside it. */
export function CopyListEditor({ field, legend, itemLabel, items, max, maxItems, minItems, errors, multiline, onChange }: Props) {
  const base = useId();
  const listError = errors[field];
  const set = (i: number, value: string) => onChange(items.map((item, j) => (j === i ? value : item)));
  return (
    <fieldset className="copy-editor">
      <legend>{legend}</legend>
      {listError && (
        <p className="field-error" role="alert">
          {legend}: {listError}
        </p>
      )}
      <ol className="copy-editor-list">
        {items.map((item, i) => {
          const id = `${base}-${i}`;
          const error = errors[`${field}.${i}`];
          const length = item.trim().length;
          const over = length > max;
          const Input = multiline ? 'textarea' : 'input';
          return (
            <li key={i} className="copy-editor-item">
              <div className="copy-editor-row">
                <label htmlFor={id}>
                  {itemLabel} {i + 1}
                </label>
                <span id={`${id}-count`} className={`counter${over ? ' counter-over' : ''}`}>
                  <span aria-hidden="true">
                    {length}/{max}
                  </span>
                  <span className="visually-hidden">{`${length} of ${max} characters`}</span>
                </span>
              </div>
              <Input
                id={id}
                className="input"
                value={item}
                rows={multiline ? 2 : undefined}
                aria-invalid={over || Boolean(error)}
                aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
                onChange={(e) => set(i, e.target.value)}
              />
              {error && (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              )}
              {items.length > minItems && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                  Remove {itemLabel.toLowerCase()} {i + 1}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < maxItems && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange([...items, ''])}>
          Add {itemLabel.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
