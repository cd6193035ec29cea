import { Field, type StepProps } from './field';

const LANGUAGES = ['Spanish', 'English', 'Portuguese', 'French', 'German', 'Italian'];

/** Step 3: location and language are required. */
export function TargetingStep({ idPrefix, values, errors, setField }: StepProps) {
  const languagesId = `${idPrefix}-languages`;
  return (
    <div className="form-grid">
      <Field id={`${idPrefix}-location`} label="Location" hint="City, region or country where your customers are." error={errors.location}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={200}
            placeholder="e.g. Buenos Aires, Argentina"
            value={values.location}
            onChange={(e) => setField('location', e.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-language`} label="Language" hint="The language your customers search in." error={errors.language}>
        {(control) => (
          <input
            {...control}
            type="text"
            list={languagesId}
            autoComplete="off"
            maxLength={100}
            placeholder="e.g. Spanish"
            value={values.language}
            onChange={(e) => setField('language', e.target.value)}
          />
        )}
      </Field>
      <datalist id={languagesId}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
    </div>
  );
}
