import {
  campaignEditSchema,
  DESCRIPTIONS_MAX,
  DESCRIPTIONS_MIN,
  groupAdEditSchema,
  HEADLINES_MAX,
  HEADLINES_MIN,
  MATCH_TYPES,
  type CampaignEdit,
  type GroupAdEdit,
} from '@contract/campaign-page';
import { AD_PATH_MAX, adsOf, DESCRIPTION_MAX, HEADLINE_MAX, type Campaign } from '@contract/campaigns';
import { campaignLintContext, lintAdCopy } from '@contract/copy-lint';
import { displayPath } from '@contract/display-path';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/components/field';
import { useI18n, type I18n } from '@/lib/i18n';
import { MATCH_LABELS } from '../campaign-copy';
import { CopyListEditor } from './copy-list-editor';
import { issueMessage, lintMessages } from './edit-messages';
import { MatchTypesNote } from './match-types-note';

type Keyword = { text: string; matchType: (typeof MATCH_TYPES)[number] };
/** One ad group as the page edits it: its keywords and its own whole ad. */
export interface GroupDraft {
  name: string;
  keywords: Keyword[];
  ad: GroupAdEdit;
}
export interface EditDraft {
  name: string;
  landingPage: string;
  groups: GroupDraft[];
  negatives: string;
}
/** An edit as sent, and which draft group each entry of its `adGroups` is (to place the server's errors). */
export interface PreparedEdit {
  edit: CampaignEdit;
  groupIndex: number[];
}

export function draftOf(campaign: Campaign): EditDraft {
  const s = campaign.strategy!;
  const ads = adsOf(s);
  return {
    name: campaign.name,
    landingPage: campaign.pages.landing ?? '',
    groups: s.adGroups.map((g, i) => ({
      name: g.name,
      keywords: g.keywords.map((k) => ({ ...k })),
      ad: {
        headlines: [...(ads[i]?.headlines ?? [])],
        descriptions: [...(ads[i]?.descriptions ?? [])],
        path1: ads[i]?.path1 ?? '',
        path2: ads[i]?.path2 ?? '',
      },
    })),
    negatives: s.negativeKeywords.join('\n'),
  };
}

const negativesOf = (text: string) =>
  text
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the owner changed: a group is sent when its keywords or its ad changed, with just
 * that; every other group is left out, and the server leaves it exactly as it is.
 */
export function editOf(campaign: Campaign, draft: EditDraft): PreparedEdit {
  const base = draftOf(campaign);
  const edit: CampaignEdit = {};
  if (draft.name !== base.name) edit.name = draft.name;
  if (draft.landingPage !== base.landingPage && draft.landingPage.trim()) edit.landingPage = draft.landingPage;
  if (!same(negativesOf(draft.negatives), negativesOf(base.negatives))) edit.negativeKeywords = negativesOf(draft.negatives);
  const groupIndex: number[] = [];
  const adGroups: NonNullable<CampaignEdit['adGroups']> = [];
  draft.groups.forEach((g, i) => {
    const before = base.groups[i];
    const keywords = !same(g.keywords, before?.keywords);
    const ad = !same(g.ad, before?.ad);
    if (!keywords && !ad) return;
    groupIndex.push(i);
    adGroups.push({ name: g.name, ...(keywords && { keywords: g.keywords }), ...(ad && { ad: g.ad }) });
  });
  if (adGroups.length) edit.adGroups = adGroups;
  return { edit, groupIndex };
}

/** One group's headlines and descriptions for every group (after the owner confirmed): keyword changes still go with it. */
export function applyToAllOf(campaign: Campaign, draft: EditDraft, from: number): PreparedEdit {
  const { edit, groupIndex } = editOf(campaign, draft);
  const kept = (edit.adGroups ?? []).map((g, k) => ({ g, i: groupIndex[k]! })).filter(({ g }) => g.keywords);
  const source = draft.groups[from]!.ad;
  const next: CampaignEdit = { ...edit, headlines: source.headlines, descriptions: source.descriptions, applyToAllGroups: true };
  delete next.adGroups;
  if (kept.length) next.adGroups = kept.map(({ g }) => ({ name: g.name, ...(g.keywords && { keywords: g.keywords }) }));
  return { edit: next, groupIndex: kept.map(({ i }) => i) };
}

/** The server names a field by its place in the edit (`adGroups.0.ad.headlines.2`); the page, by group (`groups.3.ad.headlines.2`). */
export function draftField(field: string, groupIndex: number[]): string {
  const m = /^adGroups\.(\d+)\.(.*)$/.exec(field);
  if (!m) return field;
  const at = groupIndex[Number(m[1])];
  return at === undefined ? field : `groups.${at}.${m[2]}`;
}

/** The same schemas the server uses: field path → message in the reader's language. */
export function validateDraft(draft: EditDraft, t: I18n['t']): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (prefix: string, issues: { path: PropertyKey[] }[]) => {
    for (const issue of issues) {
      const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
      errors[key] ??= t(...issueMessage(issue as Parameters<typeof issueMessage>[0]));
    }
  };
  const top = campaignEditSchema.safeParse({
    name: draft.name,
    ...(draft.landingPage.trim() && { landingPage: draft.landingPage }),
    negativeKeywords: negativesOf(draft.negatives),
  });
  if (!top.success) add('', top.error.issues);
  draft.groups.forEach((g, i) => {
    const ad = groupAdEditSchema.safeParse(g.ad);
    if (!ad.success) add(`groups.${i}.ad`, ad.error.issues);
    const keywords = campaignEditSchema.safeParse({ adGroups: [{ name: g.name, keywords: g.keywords }] });
    if (!keywords.success)
      add(
        `groups.${i}`,
        keywords.error.issues.map((x) => ({ ...x, path: x.path.slice(2) })),
      );
  });
  return errors;
}

interface Props {
  campaign: Campaign;
  saving: boolean;
  /** Errors from the server, keyed by the draft's field path (its own words, shown as they come). */
  serverErrors: Record<string, string>;
  onSave: (prepared: PreparedEdit) => void;
  onCancel: () => void;
}

/**
 * Each ad group where it is shown: its own ad (headlines, descriptions, display paths, with Google's
 * limits) and its keywords; then negatives, name and landing page. One group's lines go to every
 * group only after a confirmation that lists the groups they will change.
 */
export function CampaignEditor({ campaign, saving, serverErrors, onSave, onCancel }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(campaign));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [confirmAll, setConfirmAll] = useState<number | null>(null);
  // Errors describe the draft they were found in: a change hides them until the next save.
  const [showServer, setShowServer] = useState(true);
  useEffect(() => setShowServer(true), [serverErrors]);
  // The copy linter (Google's editorial rules, duplicates, language, place names), live as you type, per group.
  const lintContext = useMemo(() => campaignLintContext(campaign), [campaign]);
  const lint = useMemo(() => {
    const out: Record<string, string> = {};
    draft.groups.forEach((g, i) => {
      const copy = { headlines: g.ad.headlines, descriptions: g.ad.descriptions };
      for (const [key, message] of Object.entries(lintMessages(lintAdCopy(copy, lintContext), copy, lintContext, t))) {
        out[`groups.${i}.ad.${key}`] = message;
      }
    });
    return out;
  }, [draft.groups, lintContext, t]);
  const saveErrors = { ...(showServer ? serverErrors : {}), ...clientErrors };
  const errors = { ...lint, ...saveErrors };
  const update = (change: (d: EditDraft) => EditDraft) => {
    setDraft(change);
    setClientErrors({});
    setShowServer(false);
  };
  const setGroup = (g: number, change: (group: GroupDraft) => GroupDraft) =>
    update((d) => ({ ...d, groups: d.groups.map((group, i) => (i === g ? change(group) : group)) }));
  const negativesError = Object.entries(errors).find(([k]) => k.startsWith('negativeKeywords'))?.[1];

  const check = () => {
    const found = { ...lint, ...validateDraft(draft, t) };
    setClientErrors(found);
    return Object.keys(found).length === 0;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (check()) onSave(editOf(campaign, draft));
  };

  const setKeyword = (g: number, k: number, change: Partial<Keyword>) =>
    setGroup(g, (group) => ({ ...group, keywords: group.keywords.map((kw, j) => (j === k ? { ...kw, ...change } : kw)) }));
  let host = campaign.pages.landing ?? '';
  try {
    host = new URL(host).host.replace(/^www\./, '');
  } catch {
    host = host || 'example.com';
  }

  return (
    <form className="campaign-editor card" onSubmit={submit} noValidate aria-label={t('campaign.edit.formLabel')}>
      {Object.keys(saveErrors).length > 0 && (
        <p className="alert alert-error" role="alert">
          {t('campaign.edit.fixFirst')}
        </p>
      )}
      <Field id="edit-name" className="edit-field" label={t('campaign.edit.name')} error={errors['name']}>
        {(control) => (
          <input {...control} className="input" value={draft.name} onChange={(e) => update((d) => ({ ...d, name: e.target.value }))} />
        )}
      </Field>
      <Field id="edit-landing" className="edit-field" label={t('campaign.edit.landingPage')} error={errors['landingPage']}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            value={draft.landingPage}
            onChange={(e) => update((d) => ({ ...d, landingPage: e.target.value }))}
          />
        )}
      </Field>
      <p className="muted">{t('group-edit.note')}</p>
      <MatchTypesNote />
      {draft.groups.map((group, g) => {
        const prefix = `groups.${g}.ad.`;
        const paths = { path1: displayPath(group.ad.path1) };
        const shownPath2 = paths.path1 ? displayPath(group.ad.path2) : '';
        return (
          <fieldset key={g} className="copy-editor group-editor" data-group={group.name}>
            <legend>{t('campaign.edit.adGroup', { name: group.name })}</legend>
            <CopyListEditor
              field="headlines"
              group={group.name}
              prefix={prefix}
              items={group.ad.headlines}
              max={HEADLINE_MAX}
              minItems={HEADLINES_MIN}
              maxItems={HEADLINES_MAX}
              errors={errors}
              onChange={(v) => setGroup(g, (gr) => ({ ...gr, ad: { ...gr.ad, headlines: v } }))}
            />
            <CopyListEditor
              field="descriptions"
              group={group.name}
              prefix={prefix}
              items={group.ad.descriptions}
              max={DESCRIPTION_MAX}
              minItems={DESCRIPTIONS_MIN}
              maxItems={DESCRIPTIONS_MAX}
              errors={errors}
              multiline
              onChange={(v) => setGroup(g, (gr) => ({ ...gr, ad: { ...gr.ad, descriptions: v } }))}
            />
            <div className="group-paths">
              {(['path1', 'path2'] as const).map((p) => {
                const id = `path-${g}-${p}`;
                const value = group.ad[p];
                const error = errors[`${prefix}${p}`];
                return (
                  <div key={p} className="edit-field">
                    <div className="copy-editor-row">
                      <label htmlFor={id}>{t('group-edit.path', { n: p === 'path1' ? 1 : 2, group: group.name })}</label>
                      <span className={`counter${value.trim().length > AD_PATH_MAX ? ' counter-over' : ''}`}>
                        <span aria-hidden="true">
                          {value.trim().length}/{AD_PATH_MAX}
                        </span>
                      </span>
                    </div>
                    <input
                      id={id}
                      className="input"
                      value={value}
                      aria-invalid={Boolean(error) || value.trim().length > AD_PATH_MAX}
                      onChange={(e) => setGroup(g, (gr) => ({ ...gr, ad: { ...gr.ad, [p]: e.target.value } }))}
                    />
                    {error && <p className="field-error">{error}</p>}
                  </div>
                );
              })}
              <p className="muted group-path-preview">
                {t('group-edit.pathShown')}{' '}
                <span className="ad-preview-url">{[host, paths.path1, shownPath2].filter(Boolean).join('/')}</span>
              </p>
            </div>
            <ul className="keyword-editor">
              {group.keywords.map((kw, k) => {
                const path = `groups.${g}.keywords.${k}`;
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
                      onChange={(e) => setKeyword(g, k, { matchType: e.target.value as Keyword['matchType'] })}
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
                        onClick={() => setGroup(g, (gr) => ({ ...gr, keywords: gr.keywords.filter((_, j) => j !== k) }))}
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
              onClick={() => setGroup(g, (gr) => ({ ...gr, keywords: [...gr.keywords, { text: '', matchType: 'PHRASE' }] }))}
            >
              {t('campaign.edit.addKeyword', { group: group.name })}
            </button>
            {draft.groups.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm group-apply-all" onClick={() => setConfirmAll(g)}>
                {t('group-edit.applyAll', { group: group.name })}
              </button>
            )}
            {confirmAll === g && (
              <div className="alert alert-warning" role="alertdialog" aria-labelledby={`confirm-all-${g}`}>
                <p id={`confirm-all-${g}`}>{t('group-edit.confirmAll', { group: group.name, count: draft.groups.length - 1 })}</p>
                <ul>
                  {draft.groups
                    .filter((_, i) => i !== g)
                    .map((other) => (
                      <li key={other.name}>{other.name}</li>
                    ))}
                </ul>
                <div className="wizard-actions">
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmAll(null)}>
                    {t('group-edit.confirmAll.cancel')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-disabled={saving}
                    onClick={() => {
                      if (saving || !check()) return;
                      setConfirmAll(null);
                      onSave(applyToAllOf(campaign, draft, g));
                    }}
                  >
                    {t('group-edit.confirmAll.confirm', { count: draft.groups.length - 1 })}
                  </button>
                </div>
              </div>
            )}
          </fieldset>
        );
      })}
      <Field id="edit-negatives" className="edit-field" label={t('campaign.edit.negatives')} error={negativesError}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={4}
            value={draft.negatives}
            onChange={(e) => update((d) => ({ ...d, negatives: e.target.value }))}
          />
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
