import {
  campaignEditSchema,
  DESCRIPTIONS_MAX,
  DESCRIPTIONS_MIN,
  HEADLINES_MAX,
  HEADLINES_MIN,
  MATCH_TYPES,
  type CampaignEdit,
} from '@contract/campaign-page';
import { DESCRIPTION_MAX, HEADLINE_MAX, type Campaign } from '@contract/campaigns';
import { campaignLintContext, lintAdCopy } from '@contract/copy-lint';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/components/field';
import { useI18n, type I18n } from '@/lib/i18n';
import { MATCH_LABELS } from '../campaign-copy';
import { CopyListEditor } from './copy-list-editor';
import { issueMessage, lintMessages } from './edit-messages';
import { MatchTypesNote } from './match-types-note';

export type EditDraft = Required<Omit<CampaignEdit, 'negativeKeywords' | 'places'>> & { negatives: string };

export function draftOf(campaign: Campaign): EditDraft {
  const s = campaign.strategy!;
  return {
    name: campaign.name,
    landingPage: campaign.pages.landing ?? '',
    headlines: [...s.headlines],
    descriptions: [...s.descriptions],
    adGroups: s.adGroups.map((g) => ({ name: g.name, keywords: g.keywords.map((k) => ({ ...k })) })),
    negatives: s.negativeKeywords.join('\n'),
  };
}

/** The edit as the server takes it; the landing page only when one is set. */
export function editOf(draft: EditDraft) {
  const { negatives, landingPage, ...rest } = draft;
  return {
    ...rest,
    ...(landingPage.trim() && { landingPage }),
    negativeKeywords: negatives
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean),
  };
}

/** The same schema the server uses: field path → message in the reader's language. */
export function validateDraft(draft: EditDraft, t: I18n['t']): Record<string, string> {
  const result = campaignEditSchema.safeParse(editOf(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= t(...issueMessage(issue));
  }
  return errors;
}

interface Props {
  campaign: Campaign;
  saving: boolean;
  /** Errors from the server, keyed by field path (its own words, shown as they come). */
  serverErrors: Record<string, string>;
  onSave: (draft: EditDraft) => void;
  onCancel: () => void;
}

/** Headlines and descriptions with live counters, keywords with match type, negatives, name, landing page. */
export function CampaignEditor({ campaign, saving, serverErrors, onSave, onCancel }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(campaign));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // Errors describe the draft they were found in: a change hides them until the next save.
  const [showServer, setShowServer] = useState(true);
  useEffect(() => setShowServer(true), [serverErrors]);
  // The copy linter (Google's editorial rules, duplicates, language, place names), live as you type.
  const lintContext = useMemo(() => campaignLintContext(campaign), [campaign]);
  const lint = useMemo(() => {
    const copy = { headlines: draft.headlines, descriptions: draft.descriptions };
    return lintMessages(lintAdCopy(copy, lintContext), copy, lintContext, t);
  }, [draft.headlines, draft.descriptions, lintContext, t]);
  const saveErrors = { ...(showServer ? serverErrors : {}), ...clientErrors };
  const errors = { ...lint, ...saveErrors };
  const update = <K extends keyof EditDraft>(key: K, value: EditDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setClientErrors({});
    setShowServer(false);
  };
  const negativesError = Object.entries(errors).find(([k]) => k.startsWith('negativeKeywords'))?.[1];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { ...lint, ...validateDraft(draft, t) };
    setClientErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };

  const setKeyword = (g: number, k: number, change: Partial<{ text: string; matchType: (typeof MATCH_TYPES)[number] }>) =>
    update(
      'adGroups',
      draft.adGroups.map((group, i) =>
        i !== g ? group : { ...group, keywords: group.keywords.map((kw, j) => (j === k ? { ...kw, ...change } : kw)) },
      ),
    );

  return (
    <form className="campaign-editor card" onSubmit={submit} noValidate aria-label={t('campaign.edit.formLabel')}>
      {Object.keys(saveErrors).length > 0 && (
        <p className="alert alert-error" role="alert">
          {t('campaign.edit.fixFirst')}
        </p>
      )}
      <Field id="edit-name" className="edit-field" label={t('campaign.edit.name')} error={errors['name']}>
        {(control) => <input {...control} className="input" value={draft.name} onChange={(e) => update('name', e.target.value)} />}
      </Field>
      <Field id="edit-landing" className="edit-field" label={t('campaign.edit.landingPage')} error={errors['landingPage']}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            value={draft.landingPage}
            onChange={(e) => update('landingPage', e.target.value)}
          />
        )}
      </Field>
      {campaign.strategy?.adGroups.some((g) => (g.ad?.headlines.length ?? 0) > 0) && (
        <p className="muted">{t('campaign.edit.sharedAdNote')}</p>
      )}
      <CopyListEditor
        field="headlines"
        items={draft.headlines}
        max={HEADLINE_MAX}
        minItems={HEADLINES_MIN}
        maxItems={HEADLINES_MAX}
        errors={errors}
        onChange={(v) => update('headlines', v)}
      />
      <CopyListEditor
        field="descriptions"
        items={draft.descriptions}
        max={DESCRIPTION_MAX}
        minItems={DESCRIPTIONS_MIN}
        maxItems={DESCRIPTIONS_MAX}
        errors={errors}
        multiline
        onChange={(v) => update('descriptions', v)}
      />
      <MatchTypesNote />
      {draft.adGroups.map((group, g) => (
        <fieldset key={g} className="copy-editor">
          <legend>{t('campaign.edit.adGroup', { name: group.name })}</legend>
          <ul className="keyword-editor">
            {group.keywords.map((kw, k) => {
              const path = `adGroups.${g}.keywords.${k}`;
              const error = errors[`${path}.text`] ?? errors[`${path}.matchType`];
              return (
                <li key={k} className="keyword-row">
                  <label className="visually-hidden" htmlFor={`kw-${g}-${k}`}>
                    {t('campaign.edit.keyword', { n: k + 1, group: group.name })}
                  </label>
                  <input
                    id={`kw-${g}-${k}`}
                    className="input"
                    value={kw.text}
                    aria-invalid={Boolean(error)}
                    onChange={(e) => setKeyword(g, k, { text: e.target.value })}
                  />
                  <label className="visually-hidden" htmlFor={`mt-${g}-${k}`}>
                    {t('campaign.edit.matchType', { n: k + 1 })}
                  </label>
                  <select
                    id={`mt-${g}-${k}`}
                    className="input"
                    value={kw.matchType}
                    onChange={(e) => setKeyword(g, k, { matchType: e.target.value as (typeof MATCH_TYPES)[number] })}
                  >
                    {MATCH_TYPES.map((m) => (
                      <option key={m} value={m}>
                        {t(MATCH_LABELS[m])}
                      </option>
                    ))}
                  </select>
                  {group.keywords.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={t('campaign.edit.removeKeyword', { n: k + 1, group: group.name })}
                      onClick={() =>
                        update(
                          'adGroups',
                          draft.adGroups.map((gr, i) => (i !== g ? gr : { ...gr, keywords: gr.keywords.filter((_, j) => j !== k) })),
                        )
                      }
                    >
                      {t('campaign.edit.remove')}
                    </button>
                  )}
                  {error && <p className="field-error">{error}</p>}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              update(
                'adGroups',
                draft.adGroups.map((gr, i) =>
                  i !== g ? gr : { ...gr, keywords: [...gr.keywords, { text: '', matchType: 'PHRASE' as const }] },
                ),
              )
            }
          >
            {t('campaign.edit.addKeyword', { group: group.name })}
          </button>
        </fieldset>
      ))}
      <Field id="edit-negatives" className="edit-field" label={t('campaign.edit.negatives')} error={negativesError}>
        {(control) => (
          <textarea {...control} className="input" rows={4} value={draft.negatives} onChange={(e) => update('negatives', e.target.value)} />
        )}
      </Field>
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('campaign.edit.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={saving}>
          {saving ? t('campaign.edit.saving') : t('campaign.edit.save')}
        </button>
      </div>
    </form>
  );
}
