import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '@contract/geo';
import type { ControlProps } from '@/components/field';
import { useApiClient } from '@/lib/api-client';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { suggestPlaces } from './suggest-places';
import './place-combobox.css';

const SUGGEST_DELAY_MS = 250;

/** Each kind an owner picks, named in the reader's language. */
export const PLACE_KIND_LABEL: Record<string, MessageId> = {
  city: 'places.kind.city',
  region: 'places.kind.region',
  country: 'places.kind.country',
  neighborhood: 'places.kind.neighborhood',
  suburb: 'places.kind.suburb',
  postcode: 'places.kind.postcode',
  address: 'places.kind.address',
};

/** A place's kind as the reader says it (a kind the web does not know yet, as the server names it). */
export function usePlaceKindText() {
  const { t } = useI18n();
  return (kind: string) => (PLACE_KIND_LABEL[kind] ? t(PLACE_KIND_LABEL[kind]) : kind);
}

export interface PlaceComboboxProps {
  /** The field's wiring: the input's id and what describes it (from `Field`). */
  control: ControlProps;
  /** The text in the field; the combobox does not own it. */
  value: string;
  onType: (text: string) => void;
  onPick: (place: Place) => void;
  /** Whether the text is looked up: not for a place just picked, a restored draft or a full list. */
  lookUp: boolean;
  /** The suggestions' language ('es' names countries in Spanish). */
  language: string;
  placeholder: string;
  disabled?: boolean;
  /** Places already picked: not suggested again. */
  exclude?: readonly { id: string }[];
}

/**
 * A text field that suggests places from /geo/suggest as the owner types (city, suburb,
 * neighbourhood, postcode, address). Keyboard: arrows move, Enter picks, Escape closes; the count of
 * suggestions is announced once they have arrived.
 */
export function PlaceCombobox({
  control,
  value,
  onType,
  onPick,
  lookUp,
  language,
  placeholder,
  disabled,
  exclude = [],
}: PlaceComboboxProps) {
  const { t } = useI18n();
  const kindText = usePlaceKindText();
  const api = useApiClient();
  const { user } = useSession();
  const listId = `${control.id}-options`;
  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [source, setSource] = useState<'google-ads' | 'offline' | undefined>();
  const [loading, setLoading] = useState(false);
  // The list closes a moment after the field loses focus (so a click on an option lands); the timer
  // is cleared on unmount, where a late setState would run after the page (or a test) is gone.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const query = value.trim();
  // The ids as one value, so that a pick or a removal elsewhere asks again without re-running on
  // every render of a caller that builds the list anew.
  const excluded = exclude.map((p) => p.id).join('\n');
  useEffect(() => {
    if (!lookUp || !user || query.length < 2) {
      setOptions([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      void suggestPlaces(api, user.uid, query, language).then((res) => {
        if (cancelled) return;
        setLoading(false);
        const skip = new Set(excluded.split('\n'));
        const found = res.ok ? res.data.places.filter((p) => !skip.has(p.id)) : [];
        setOptions(found);
        setSource(res.ok ? res.data.source : undefined);
        setActive(-1);
        setOpen(found.length > 0);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, user, query, language, lookUp, excluded]);

  function pick(place: Place) {
    onPick(place);
    setOpen(false);
    setOptions([]);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="place-combobox">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        disabled={disabled}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onFocus={() => setOpen(options.length > 0)}
      />
      <ul id={listId} role="listbox" aria-label={t('places.suggestions')} className="place-options" hidden={!open}>
        {options.map((place, i) => (
          <li
            key={place.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'place-option active' : 'place-option'}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(place);
            }}
          >
            <span className="place-name">{place.name}</span>
            <span className="place-kind">{kindText(place.kind)}</span>
          </li>
        ))}
        {source === 'offline' && (
          <li role="presentation" className="place-source">
            {t('places.offline')}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && !loading ? t('places.count', { count: options.length }) : ''}
      </span>
    </div>
  );
}
