import { useFormSlots } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { splitKeywords } from '../../utils/campaign-form';
import { Field } from '@/components/field';
import type { StepProps } from './field';

/** Step 4: keywords (comma-separated) are required; negative keywords are optional. */
export function KeywordsStep({ idPrefix, values, errors, setField }: StepProps) {
  const { t } = useI18n();
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
        label={t('dashboard.keywords.label')}
        hint={count ? `${t('dashboard.keywords.hint')} ${t('dashboard.keywords.count', { count })}` : t('dashboard.keywords.hint')}
        error={errors.keywords}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            placeholder={t('dashboard.keywords.placeholder')}
            value={values.keywords}
            onChange={(e) => setField('keywords', e.target.value)}
          />
        )}
      </Field>
      {KeywordIdeas && (
        <KeywordIdeas
          idPrefix={`${idPrefix}-ideas`}
          keywords={values.keywords}
          location={values.location}
          language={values.language}
          url={values.link1}
          onAdd={addKeyword}
        />
      )}
      <Field
        id={`${idPrefix}-negativeKeywords`}
        label={t('dashboard.negativeKeywords.label')}
        term="negativeKeyword"
        hint={t('dashboard.negativeKeywords.hint')}
        error={errors.negativeKeywords}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={2000}
            placeholder={t('dashboard.negativeKeywords.placeholder')}
            value={values.negativeKeywords}
            onChange={(e) => setField('negativeKeywords', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
