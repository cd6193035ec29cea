import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '@contract/geo';
import { useApiClient } from '@/lib/api-client';
import { useI18n, useLanguage, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { suggestPlaces } from '../../api/suggest-places';
import { Field } from '@/components/field';
import { PLACE_KIND_LABEL, PlacePicker } from '@/components/places';
import { targetedPlaces } from '../../utils/campaign-form';
import type { StepProps } from './field';

/** The campaign languages offered as suggestions, named in the interface language (the server understands both). */
const LANGUAGES: readonly MessageId[] = [
  'dashboard.languageOption.spanish',
  'dashboard.languageOption.english',
  'dashboard.languageOption.portuguese',
  'dashboard.languageOption.french',
  'dashboard.languageOption.german',
  'dashboard.languageOption.italian',
];
const SUGGEST_DELAY_MS = 250;

/** The suggestions' language from the campaign language ("Spanish", "español", "es" → es). */
function languageCode(language: string): string {
  const l = language.trim().toLowerCase();
  if (/^(es|spanish|espa)/.test(l)) return 'es';
  if (/^(pt|portug)/.test(l)) return 'pt';
  return 'en';
}

const KIND_LABEL = PLACE_KIND_LABEL;

/** Step 3: location (with place suggestions as the user types; free text stays possible) and language. */
export function TargetingStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t } = useI18n();
  const languagesId = `${idPrefix}-languages`;
  const listId = `${idPrefix}-location-places`;
  const statusId = useId();
  const api = useApiClient();
  const { user } = useSession();
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The list closes a moment after the field loses focus (so a click on an option lands); the timer
  // is cleared on unmount, where a late setState would run after the page (or a test) is gone.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [source, setSource] = useState<'google-ads' | 'offline' | undefined>();
  const [loading, setLoading] = useState(false);
  const typed = useRef(false);

  const query = values.location.trim();
  const { language: interfaceLanguage } = useLanguage();
  // The places are asked before the ads' language: until it is given, names read the owner's way ("México", not "Mexico").
  const lang = values.language.trim() ? languageCode(values.language) : interfaceLanguage;
  useEffect(() => {
    // Only while the user types: a picked place (or a restored draft) is not looked up again.
    if (!typed.current || !user || query.length < 2) {
      setPlaces([]);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      void suggestPlaces(api, user.uid, query, lang).then((res) => {
        if (cancelled) return;
        setLoading(false);
        const found = res.ok ? res.data.places : [];
        setPlaces(found);
        setSource(res.ok ? res.data.source : undefined);
        setActive(-1);
        setOpen(found.length > 0);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, user, query, lang]);

  function pick(place: Place) {
    typed.current = false;
    setField('location', place.name);
    setField('place', place);
    setField('places', undefined);
    setOpen(false);
    setPlaces([]);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && places.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (e.key === 'ArrowUp' && places.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && places[active]) {
      e.preventDefault();
      pick(places[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  const picked = values.place && values.place.name === values.location.trim() ? values.place : undefined;
  const targeted = targetedPlaces(values);
  // One place as itself: said here; more places or a radius: the list below says what is targeted.
  const plain = picked && targeted.length === 1 && !targeted[0]!.radiusKm;
  const hint = plain ? t('dashboard.location.targets', { kind: picked.kind, name: picked.name }) : t('dashboard.location.hint');

  return (
    <div className="form-grid">
      <Field id={`${idPrefix}-location`} label={t('dashboard.location.label')} hint={hint} error={errors.location}>
        {(control) => (
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
              placeholder={t('dashboard.location.placeholder')}
              value={values.location}
              onChange={(e) => {
                typed.current = true;
                setField('location', e.target.value);
                if (values.place) setField('place', undefined);
                if (values.places) setField('places', undefined);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                closeTimer.current = setTimeout(() => setOpen(false), 150);
              }}
              onFocus={() => setOpen(places.length > 0)}
            />
            <ul id={listId} role="listbox" aria-label={t('dashboard.location.suggestions')} className="place-options" hidden={!open}>
              {places.map((place, i) => (
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
                  <span className="place-kind">{t(KIND_LABEL[place.kind] ?? 'places.kind.city')}</span>
                </li>
              ))}
              {source === 'offline' && (
                <li role="presentation" className="place-source">
                  {t('dashboard.location.offline')}
                </li>
              )}
            </ul>
            <span id={statusId} className="visually-hidden" role="status" aria-live="polite">
              {loading ? '' : open ? t('dashboard.location.count', { count: places.length }) : ''}
            </span>
          </div>
        )}
      </Field>
      {picked && (
        <PlacePicker
          id={`${idPrefix}-more-places`}
          label={t('places.form.more')}
          places={targeted}
          fixed={1}
          language={lang}
          onChange={(next) => setField('places', next)}
        />
      )}
      <Field id={`${idPrefix}-language`} label={t('dashboard.language.label')} hint={t('dashboard.language.hint')} error={errors.language}>
        {(control) => (
          <input
            {...control}
            type="text"
            list={languagesId}
            autoComplete="off"
            maxLength={100}
            placeholder={t('dashboard.language.placeholder')}
            value={values.language}
            onChange={(e) => setField('language', e.target.value)}
          />
        )}
      </Field>
      <datalist id={languagesId}>
        {LANGUAGES.map((language) => (
          <option key={language} value={t(language)} />
        ))}
      </datalist>
    </div>
  );
}
