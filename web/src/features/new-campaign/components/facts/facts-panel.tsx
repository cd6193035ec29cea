import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Facts } from '@contract/campaigns';
import { DOLLAR_SIGN_CHOICES } from '@contract/facts-pages';
import { useI18n } from '@/lib/i18n';
import { MIN_DESCRIPTION_LENGTH, descriptionLength, type FormValues } from '../../utils/campaign-form';
import { useReadFacts } from '../../api/read-facts';
import './facts.css';

/** The contract's caps on a fact (contract/campaigns.ts `factsInputSchema`). */
const MAX_CHARS = 80;
const MAX_ITEMS = 20;
const CURRENCIES = [...new Set([...DOLLAR_SIGN_CHOICES, 'PEN', 'BRL', 'EUR', 'GBP'])];

export const EMPTY_FACTS: Facts = { services: [], sellingPoints: [], notOffered: [], neverSay: [] };

/** A price's currency is unknown until the owner says which "$" it is. */
export const hasAmbiguousPrice = (facts: Facts | undefined) => Boolean(facts?.services.some((s) => s.price && !s.price.currency));

interface FactsPanelProps {
  idPrefix: string;
  uid: string;
  values: FormValues;
  setField: <K extends keyof FormValues>(name: K, value: FormValues[K]) => void;
}

/**
 * Step 1's facts: what Pautia read in the description, as chips the owner fixes, removes and adds
 * to, then confirms. Only confirmed facts go with the campaign (utils/campaign-form.ts `toPayload`).
 */
export function FactsPanel({ idPrefix, uid, values, setField }: FactsPanelProps) {
  const { t } = useI18n();
  const read = useReadFacts(uid);
  const [failure, setFailure] = useState<string | null>(null);
  const facts = values.facts;
  const id = `${idPrefix}-facts`;
  const enough = descriptionLength(values.about) >= MIN_DESCRIPTION_LENGTH;

  const update = (next: Facts) => setField('facts', next);
  const readNow = () => {
    if (!enough || read.isPending) return;
    setFailure(null);
    read.mutate(
      {
        description: values.about.trim(),
        // Only what the owner has filled in so far.
        ...Object.fromEntries(
          (['keywords', 'location', 'link1', 'link2', 'link3', 'link4'] as const).map((k) => [k, values[k].trim()]).filter(([, v]) => v),
        ),
        ...(values.place ? { place: values.place } : {}),
      },
      {
        onSuccess: (result) => {
          if (!result.ok) return setFailure(result.error?.message ?? t('facts.failed'));
          setField('facts', result.data.facts);
          setField('factsConfirmed', false);
        },
        onError: () => setFailure(t('facts.failed')),
      },
    );
  };

  const ambiguous = hasAmbiguousPrice(facts);
  return (
    <section className="facts-panel" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('facts.heading')}</h4>
      <p className="muted">{t('facts.intro')}</p>
      <div className="facts-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={readNow}
          disabled={!enough || read.isPending}
          aria-describedby={enough ? undefined : `${id}-needs`}
        >
          {facts ? t('facts.readAgain') : t('facts.read')}
        </button>
        {!enough && (
          <span id={`${id}-needs`} className="field-hint">
            {t('facts.needsDescription')}
          </span>
        )}
      </div>
      <div aria-live="polite" className="facts-status">
        {read.isPending && <p>{t('facts.reading')}</p>}
      </div>
      {failure && (
        <div role="alert" className="alert">
          {failure}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={readNow}>
            {t('facts.retry')}
          </button>
        </div>
      )}
      {facts && (
        <>
          <ChipGroup
            id={`${id}-services`}
            title={t('facts.group.services')}
            addLabel={t('facts.addLabel.services')}
            items={facts.services.map((s) => s.name)}
            onChange={(names) => update({ ...facts, services: renameServices(facts.services, names) })}
          />
          <ChipGroup
            id={`${id}-points`}
            title={t('facts.group.sellingPoints')}
            addLabel={t('facts.addLabel.sellingPoints')}
            items={facts.sellingPoints}
            onChange={(sellingPoints) => update({ ...facts, sellingPoints })}
          />
          <Prices id={`${id}-prices`} facts={facts} onChange={update} />
          <div className="facts-channels">
            <Channel
              id={`${id}-phone`}
              label={t('facts.group.phone')}
              value={facts.phone ?? ''}
              onChange={(phone) => update(withText(facts, 'phone', phone))}
            />
            <Channel
              id={`${id}-whatsapp`}
              label={t('facts.group.whatsapp')}
              value={facts.whatsapp ?? ''}
              onChange={(whatsapp) => update(withText(facts, 'whatsapp', whatsapp))}
            />
          </div>
          {ambiguous && (
            <p className="alert" id={`${id}-ambiguous`}>
              {t('facts.price.ambiguous')}
            </p>
          )}
          <label className="facts-confirm">
            <input
              type="checkbox"
              checked={Boolean(values.factsConfirmed) && !ambiguous}
              disabled={ambiguous}
              aria-describedby={ambiguous ? `${id}-ambiguous` : `${id}-confirm-state`}
              onChange={(e) => setField('factsConfirmed', e.target.checked)}
            />
            {t('facts.confirm')}
          </label>
          <p id={`${id}-confirm-state`} className="muted" aria-live="polite">
            {values.factsConfirmed && !ambiguous ? t('facts.confirmed') : t('facts.notConfirmed')}
          </p>
        </>
      )}
    </section>
  );
}

/** Services renamed, removed or added by their names; each keeps its page and price. */
function renameServices(services: Facts['services'], names: string[]): Facts['services'] {
  const byName = new Map(services.map((s) => [s.name, s]));
  return names.map((name, i) => {
    const same = byName.get(name);
    if (same) return same;
    // An edit keeps the position: the service there before keeps its page and price.
    const before = services[i];
    return before && !names.includes(before.name) ? { ...before, name } : { name };
  });
}

function withText(facts: Facts, key: 'phone' | 'whatsapp', value: string): Facts {
  const { [key]: _old, ...rest } = facts;
  return value.trim() ? { ...rest, [key]: value } : rest;
}

/** One group of chips: each can be edited in place or removed, and one can be added. */
function ChipGroup({
  id,
  title,
  addLabel,
  items,
  onChange,
}: {
  id: string;
  title: string;
  addLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const { t } = useI18n();
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const text = adding.trim();
    if (!text) return;
    if (text.length > MAX_CHARS) return setProblem(t('facts.tooLong'));
    if (items.length >= MAX_ITEMS) return setProblem(t('facts.tooMany'));
    setProblem(null);
    if (!items.some((i) => i.toLowerCase() === text.toLowerCase())) onChange([...items, text]);
    setAdding('');
  };
  return (
    <div className="facts-group" role="group" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>{title}</h5>
      {items.length ? (
        <ul className="facts-chips">
          {items.map((item, index) => (
            <Chip
              key={index}
              item={item}
              onSave={(text) => onChange(items.map((x, i) => (i === index ? text : x)))}
              onRemove={() => {
                onChange(items.filter((_, i) => i !== index));
                addRef.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('facts.none')}</p>
      )}
      {/* A nested <form> is not allowed inside the campaign form: Enter is handled on the input. */}
      <div className="facts-add">
        <label htmlFor={`${id}-add`} className="visually-hidden">
          {addLabel}
        </label>
        <input
          ref={addRef}
          id={`${id}-add`}
          value={adding}
          placeholder={addLabel}
          maxLength={MAX_CHARS + 20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setAdding(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" className="btn btn-secondary btn-sm" onClick={add}>
          {t('facts.add')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function Chip({ item, onSave, onRemove }: { item: string; onSave: (text: string) => void; onRemove: () => void }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<string | null>(null);
  const inputId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const finish = (save: boolean) => {
    const text = editing?.trim() ?? '';
    if (save && text && text.length <= MAX_CHARS) onSave(text);
    setEditing(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      finish(true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      finish(false);
    }
  };
  if (editing !== null) {
    return (
      <li className="facts-chip is-editing">
        <label htmlFor={inputId} className="visually-hidden">
          {t('facts.editing', { item })}
        </label>
        <input id={inputId} value={editing} maxLength={MAX_CHARS} autoFocus onChange={(e) => setEditing(e.target.value)} onKeyDown={keys} />
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => finish(true)}>
          {t('facts.save')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => finish(false)}>
          {t('facts.cancel')}
        </button>
      </li>
    );
  }
  return (
    <li className="facts-chip">
      <button
        ref={editButton}
        type="button"
        className="facts-chip-text"
        aria-label={t('facts.edit', { item })}
        onClick={() => setEditing(item)}
      >
        {item}
      </button>
      <button type="button" className="facts-chip-remove" aria-label={t('facts.remove', { item })} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Each priced service: its amount and its currency, which the owner picks when a "$" is ambiguous. */
function Prices({ id, facts, onChange }: { id: string; facts: Facts; onChange: (facts: Facts) => void }) {
  const { t } = useI18n();
  const priced = facts.services.map((s, index) => ({ s, index })).filter(({ s }) => s.price);
  const setPrice = (index: number, price: Facts['services'][number]['price']) =>
    onChange({
      ...facts,
      services: facts.services.map((s, i) => {
        if (i !== index) return s;
        const { price: _old, ...rest } = s;
        return price ? { ...rest, price } : rest;
      }),
    });
  return (
    <div className="facts-group" role="group" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>{t('facts.group.prices')}</h5>
      {priced.length ? (
        <ul className="facts-prices">
          {priced.map(({ s, index }) => (
            <li key={index} className={s.price!.currency ? undefined : 'is-ambiguous'}>
              <span className="facts-price-name">{s.name}</span>
              <label htmlFor={`${id}-${index}-amount`} className="visually-hidden">
                {t('facts.price.amount', { service: s.name })}
              </label>
              <input
                id={`${id}-${index}-amount`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={String(s.price!.amount)}
                onChange={(e) => {
                  const amount = Number(e.target.value);
                  if (Number.isFinite(amount) && amount >= 0) setPrice(index, { ...s.price!, amount });
                }}
              />
              <label htmlFor={`${id}-${index}-currency`} className="visually-hidden">
                {t('facts.price.currency', { service: s.name })}
              </label>
              <select
                id={`${id}-${index}-currency`}
                value={s.price!.currency ?? ''}
                aria-invalid={s.price!.currency ? undefined : true}
                onChange={(e) => setPrice(index, { ...s.price!, currency: e.target.value || null })}
              >
                {!s.price!.currency && <option value="">{t('facts.price.whichCurrency')}</option>}
                {[...new Set([...(s.price!.currency ? [s.price!.currency] : []), ...CURRENCIES])].map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="facts-chip-remove"
                aria-label={t('facts.price.remove', { service: s.name })}
                onClick={() => setPrice(index, undefined)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('facts.none')}</p>
      )}
    </div>
  );
}

function Channel({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={40}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
