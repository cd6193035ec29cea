import { useId } from 'react';
import { useI18n } from '@/lib/i18n';

interface Props {
  /** The field name in the edit (`headlines`), used for error keys like `headlines.3`. */
  field: 'headlines' | 'descriptions';
  items: string[];
  max: number;
  maxItems: number;
  minItems: number;
  /** Messages in the reader's language, keyed by field path. */
  errors: Record<string, string>;
  multiline?: boolean;
  /** The ad group these lines belong to, named in each line's label. */
  group?: string;
  /** Where this list's errors sit among the page's (`groups.2.ad.`). */
  prefix?: string;
  onChange: (items: string[]) => void;
}

/** Headlines or descriptions: one input each, with a live "n/max" counter and the error beside it. */
export function CopyListEditor({ field, items, max, maxItems, minItems, errors, multiline, group, prefix = '', onChange }: Props) {
  const { t } = useI18n();
  const base = useId();
  const legend = field === 'headlines' ? t('campaign.edit.headlines') : t('campaign.edit.descriptions');
  const listError = errors[`${prefix}${field}`];
  const set = (i: number, value: string) => onChange(items.map((item, j) => (j === i ? value : item)));
  return (
    <fieldset className="copy-editor">
      <legend>{legend}</legend>
      {listError && (
        <p className="field-error" role="alert">
          {t('campaign.edit.listError', { legend, error: listError })}
        </p>
      )}
      <ol className="copy-editor-list">
        {items.map((item, i) => {
          const id = `${base}-${i}`;
          const error = errors[`${prefix}${field}.${i}`];
          const length = item.trim().length;
          const over = length > max;
          const Input = multiline ? 'textarea' : 'input';
          return (
            <li key={i} className="copy-editor-item">
              <div className="copy-editor-row">
                <label htmlFor={id}>
                  {group ? t('group-edit.item', { field, n: i + 1, group }) : t('campaign.edit.item', { field, n: i + 1 })}
                </label>
                <span id={`${id}-count`} className={`counter${over ? ' counter-over' : ''}`}>
                  <span aria-hidden="true">
                    {length}/{max}
                  </span>
                  <span className="visually-hidden">{t('campaign.edit.counter', { length, max })}</span>
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
                  {t('campaign.edit.removeItem', { field, n: i + 1 })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < maxItems && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange([...items, ''])}>
          {t('campaign.edit.addItem', { field })}
        </button>
      )}
    </fieldset>
  );
}
