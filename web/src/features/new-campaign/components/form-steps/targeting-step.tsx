import { useState } from 'react';
import type { Place } from '@contract/geo';
import { useI18n, useLanguage, type MessageId } from '@/lib/i18n';
import { Field } from '@/components/field';
import { PlaceCombobox, PlacePicker } from '@/components/places';
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

/** The suggestions' language from the campaign language ("Spanish", "español", "es" → es). */
function languageCode(language: string): string {
  const l = language.trim().toLowerCase();
  if (/^(es|spanish|espa)/.test(l)) return 'es';
  if (/^(pt|portug)/.test(l)) return 'pt';
  return 'en';
}

/** Step 3: location (with place suggestions as the user types; free text stays possible) and language. */
export function TargetingStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t } = useI18n();
  const languagesId = `${idPrefix}-languages`;
  // Suggestions only while the owner types: a picked place (or a restored draft) is not looked up again.
  const [typed, setTyped] = useState(false);
  const { language: interfaceLanguage } = useLanguage();
  // The places are asked before the ads' language: until it is given, names read the owner's way ("México", not "Mexico").
  const lang = values.language.trim() ? languageCode(values.language) : interfaceLanguage;

  function pick(place: Place) {
    setTyped(false);
    setField('location', place.name);
    setField('place', place);
    setField('places', undefined);
  }

  function type(text: string) {
    setTyped(true);
    setField('location', text);
    if (values.place) setField('place', undefined);
    if (values.places) setField('places', undefined);
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
          <PlaceCombobox
            control={control}
            value={values.location}
            onType={type}
            onPick={pick}
            lookUp={typed}
            language={lang}
            placeholder={t('dashboard.location.placeholder')}
          />
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
