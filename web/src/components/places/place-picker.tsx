import { useId, useState } from 'react';
import type { Place } from '@contract/geo';
import type { TargetPlace } from '@contract/campaigns';
import { MAX_PLACES, MAX_RADIUS_KM, MIN_RADIUS_KM, POINT_ONLY_KINDS } from '@contract/place-names';
import { Field } from '@/components/field';
import { useI18n } from '@/lib/i18n';
import { PlaceCombobox, usePlaceKindText } from './place-combobox';
import './place-picker.css';

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
  const kindText = usePlaceKindText();
  const say = usePlaceText();
  const summaryId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [radii, setRadii] = useState<Record<string, string>>({});
  const full = places.length >= MAX_PLACES;

  function pick(place: Place) {
    // An address is a point: it is targeted as a radius around it, shown and editable on its chip.
    onChange([...places, POINT_ONLY_KINDS.includes(place.kind) ? { ...place, radiusKm: 5 } : { ...place }]);
    setQuery('');
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

  return (
    <div className="place-picker">
      {places.length > 0 && (
        <>
          <ul className="place-chips" aria-label={t('places.picked')}>
            {places.map((p, i) => (
              <li key={p.id} className="place-chip">
                <span className="place-chip-name">
                  {p.name} <span className="place-kind">{kindText(p.kind)}</span>
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
      <Field id={id} label={label} hint={full ? t('places.full', { max: MAX_PLACES }) : t('places.search.hint')} error={error}>
        {(control) => (
          <PlaceCombobox
            control={control}
            value={query}
            onType={setQuery}
            onPick={pick}
            lookUp={!full}
            language={language}
            placeholder={t('places.search.placeholder')}
            disabled={full}
            exclude={places}
          />
        )}
      </Field>
    </div>
  );
}
