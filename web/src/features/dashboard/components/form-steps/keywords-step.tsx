import { useFormSlots } from '@/lib/form-slots';
import { splitKeywords } from '../../utils/campaign-form';
import { Field, type StepProps } from './field';

/** Step 4: keywords (comma-separated) are required; negative keywords are optional. */
export function KeywordsStep({ idPrefix, values, errors, setField }: StepProps) {
  const count = splitKeywords(values.keywords).length;
  const { keywordIdeas: KeywordIdeas } = useFormSlots();
  const addKeyword = (keyword: string) => {
    const list = splitKeywords(values.keywords);
    if (!list.some((k) => k.toLowerCase() === keyword.toLowerCase())) setField('keywords', [...list, keyword].join(', '));
  };
  return (
    <div className="form-grid">
      <Field
        id={`${idPrefix}-keywords`}
        label="Keywords"
        hint={`What your customers type into Google, separated by commas.${count ? ` ${count} keyword${count === 1 ? '' : 's'}.` : ''}`}
        error={errors.keywords}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            placeholder="e.g. sourdough bread, custom cakes, bakery near me"
            value={values.keywords}
            onChange={(e) => setField('keywords', e.target.value)}
          />
        )}
      </Field>
      {KeywordIdeas && (
        <KeywordIdeas idPrefix={`${idPrefix}-ideas`} keywords={values.keywords} location={values.location} language={values.language} url={values.link1} onAdd={addKeyword} />
      )}
      <Field
        id={`${idPrefix}-negativeKeywords`}
        label="Negative keywords (optional)"
        hint="Searches you don't want to show up for, separated by commas."
        error={errors.negativeKeywords}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={2000}
            placeholder="e.g. free, recipe, jobs"
            value={values.negativeKeywords}
            onChange={(e) => setField('negativeKeywords', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
