import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '@contract/geo';
import type { TargetPlace } from '@contract/campaigns';
import { MAX_PLACES, MAX_RADIUS_KM, MIN_RADIUS_KM, POINT_ONLY_KINDS } from '@contract/place-names';
import { useApiClient } from '@/lib/api-client';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { suggestPlaces } from './suggest-places';
import './place-picker.css';

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

const hasPoint = (p: TargetPlace) => p.latitude !== undefined && p.longitude !== undefined;

/** A place as the form and the review say it: its name, or the radius around it. */
export function usePlaceText() {
  const { t } = useI18n();
  return (p: TargetPlace) => (p.radiusKm ? t('places.radiusAround', { km: p.radiusKm, name: p.name }) : p.name);
}

export interface PlacePickerProps {
  /** The search field's id (its label is `label`). */
  id: string;
  label: string;
  /** The places picked, in order. */
  places: TargetPlace[];
  onChange: (places: TargetPlace[]) => void;
  /** The suggestions' language ('es' names countries in Spanish). */
  language: string;
  /** What the search field starts with (a place saved as text, to pick again). */
  initialQuery?: string;
  /** Places listed but not removable here (the form's Location field holds the first). */
  fixed?: number;
  error?: string | undefined;
}

/**
 * Places as the owner picks them: a combobox of suggestions (city, suburb, neighbourhood, postcode,
 * address), each pick a chip with its own optional radius and a remove button. Keyboard: arrows and
 * Enter pick, Escape closes; the count of suggestions is announced.
 */
export function PlacePicker({ id, label, places, onChange, language, initialQuery = '', fixed = 0, error }: PlacePickerProps) {
  const { t } = useI18n();
  const api = useApiClient();
  const { user } = useSession();
  const say = usePlaceText();
  const listId = `${id}-options`;
  const summaryId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [source, setSource] = useState<'google-ads' | 'offline' | undefined>();
  const [radii, setRadii] = useState<Record<string, string>>({});
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const full = places.length >= MAX_PLACES;

  const q = query.trim();
  useEffect(() => {
    if (!user || q.length < 2 || full) {
      setOptions([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void suggestPlaces(api, user.uid, q, language).then((res) => {
        if (cancelled) return;
        const found = res.ok ? res.data.places.filter((p) => !places.some((x) => x.id === p.id)) : [];
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
    // `places` is read only to leave out what is already picked; a new pick clears the query anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, user, q, language, full]);

  function pick(place: Place) {
    // An address is a point: it is targeted as a radius around it, shown and editable on its chip.
    const picked: TargetPlace = POINT_ONLY_KINDS.includes(place.kind) ? { ...place, radiusKm: 5 } : { ...place };
    onChange([...places, picked]);
    setQuery('');
    setOpen(false);
    setOptions([]);
  }

  function setRadius(index: number, text: string) {
    const place = places[index]!;
    setRadii((r) => ({ ...r, [place.id]: text }));
    const km = Number(text);
    const valid = text.trim() !== '' && Number.isFinite(km) && km >= MIN_RADIUS_KM && km <= MAX_RADIUS_KM;
    const { radiusKm: _old, ...rest } = place;
    // An empty radius targets the place itself (an address keeps its last radius: it has no area).
    if (text.trim() === '' && !POINT_ONLY_KINDS.includes(place.kind)) onChange(places.map((p, i) => (i === index ? rest : p)));
    else if (valid) onChange(places.map((p, i) => (i === index ? { ...rest, radiusKm: Math.round(km * 10) / 10 } : p)));
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
    <div className="place-picker">
      {places.length > 0 && (
        <>
          <ul className="place-chips" aria-label={t('places.picked')}>
            {places.map((p, i) => (
              <li key={p.id} className="place-chip">
                <span className="place-chip-name">
                  {p.name} <span className="place-kind">{PLACE_KIND_LABEL[p.kind] ? t(PLACE_KIND_LABEL[p.kind]!) : p.kind}</span>
                </span>
                {hasPoint(p) && (
                  <span className="place-radius">
                    <label htmlFor={`${id}-radius-${i}`}>{t('places.radius.label', { name: p.name })}</label>
                    <input
                      id={`${id}-radius-${i}`}
                      type="number"
                      inputMode="decimal"
                      min={MIN_RADIUS_KM}
                      max={MAX_RADIUS_KM}
                      step="any"
                      placeholder={t('places.radius.none')}
                      value={radii[p.id] ?? (p.radiusKm !== undefined ? String(p.radiusKm) : '')}
                      onChange={(e) => setRadius(i, e.target.value)}
                    />
                  </span>
                )}
                {i >= fixed && (
                  <button
                    type="button"
                    className="btn btn-link place-remove"
                    aria-label={t('places.remove', { name: p.name })}
                    onClick={() => onChange(places.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p id={summaryId} className="place-summary" aria-live="polite">
            {t('places.summary', { places: places.map(say).join('; ') })}
          </p>
        </>
      )}
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="place-combobox">
          <input
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            maxLength={200}
            disabled={full}
            placeholder={t('places.search.placeholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
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
                <span className="place-kind">{PLACE_KIND_LABEL[place.kind] ? t(PLACE_KIND_LABEL[place.kind]!) : place.kind}</span>
              </li>
            ))}
            {source === 'offline' && (
              <li role="presentation" className="place-source">
                {t('places.offline')}
              </li>
            )}
          </ul>
          <span className="visually-hidden" role="status" aria-live="polite">
            {open ? t('places.count', { count: options.length }) : ''}
          </span>
        </div>
        <span id={`${id}-hint`} className="field-hint">
          {full ? t('places.full', { max: MAX_PLACES }) : t('places.search.hint')}
        </span>
        {error && (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
