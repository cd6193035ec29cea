import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BusinessProfile, BusinessProfileInput } from '@contract/business-profile';
import { nationalPhone } from '@contract/phone';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { PageTitle, useI18n, type MessageId } from '@/lib/i18n';
import { useBusinessProfile, useSaveBusinessProfile } from './api/business-profile';
import './business.css';

type FieldKey = Exclude<keyof BusinessProfileInput, never>;
type Kind = 'text' | 'long' | 'list' | 'tel' | 'url' | 'urls';

/** The form's fields, in the order an owner thinks of them (docs/product.md). */
const FIELDS: { key: FieldKey; kind: Kind; label: MessageId; hint?: MessageId }[] = [
  { key: 'businessName', kind: 'text', label: 'business.field.businessName' },
  { key: 'offering', kind: 'long', label: 'business.field.offering' },
  { key: 'places', kind: 'list', label: 'business.field.places', hint: 'business.hint.onePerLine' },
  { key: 'sellingPoints', kind: 'list', label: 'business.field.sellingPoints', hint: 'business.hint.sellingPoints' },
  { key: 'offers', kind: 'list', label: 'business.field.offers', hint: 'business.hint.offers' },
  { key: 'hours', kind: 'text', label: 'business.field.hours' },
  { key: 'phone', kind: 'tel', label: 'business.field.phone' },
  { key: 'whatsapp', kind: 'tel', label: 'business.field.whatsapp' },
  { key: 'bookingUrl', kind: 'url', label: 'business.field.bookingUrl' },
  { key: 'sitePages', kind: 'urls', label: 'business.field.sitePages', hint: 'business.hint.onePerLine' },
  { key: 'tone', kind: 'text', label: 'business.field.tone', hint: 'business.hint.tone' },
  { key: 'avoid', kind: 'list', label: 'business.field.avoid', hint: 'business.hint.avoid' },
  { key: 'competitors', kind: 'list', label: 'business.field.competitors', hint: 'business.hint.competitors' },
];

type FormState = Record<FieldKey, string>;

const isList = (kind: Kind) => kind === 'list' || kind === 'urls';

/**
 * A stored number in E.164 ("+523312345678") as people in its country write it ("33 1234 5678",
 * libphonenumber); a number kept as the owner wrote it stays as written.
 */
const shownPhone = (stored: string) => (stored.startsWith('+') ? nationalPhone(stored) : stored);

function toForm(profile: BusinessProfile): FormState {
  return Object.fromEntries(
    FIELDS.map(({ key, kind }) => {
      const value = profile[key];
      if (kind === 'tel') return [key, shownPhone(String(value ?? ''))];
      return [key, isList(kind) && Array.isArray(value) ? value.join('\n') : String(value ?? '')];
    }),
  ) as FormState;
}

/** `saved`: the stored profile; a number left as shown goes back as stored (E.164 keeps its country). */
function toInput(form: FormState, saved?: BusinessProfile): BusinessProfileInput {
  return Object.fromEntries(
    FIELDS.map(({ key, kind }) => {
      const stored = saved ? String(saved[key] ?? '') : '';
      if (kind === 'tel' && saved && form[key].trim() === shownPhone(stored)) return [key, stored];
      return [
        key,
        isList(kind)
          ? form[key]
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          : form[key].trim(),
      ];
    }),
  ) as BusinessProfileInput;
}

/**
 * /business: the business profile ("custom AI"). A draft from the first brief is
 * shown for the owner to check and save — nothing is used until they do. Every strategy and answer
 * then uses it; on Premium it also shows what Pautia learned from their edits.
 */
export default function BusinessPage() {
  const { t } = useI18n();
  const query = useBusinessProfile();
  const save = useSaveBusinessProfile();
  const learns = useCurrentUser().can('learnsFromEdits');
  const [form, setForm] = useState<FormState | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; text: string } | null>(null);
  const formId = useId();

  const data = query.data;
  useEffect(() => {
    if (data && form === null) setForm(toForm(data.profile));
  }, [data, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || save.isPending) return;
    setOutcome(null);
    const result = await save.mutateAsync(toInput(form, data?.profile));
    if (result.ok) {
      setForm(toForm(result.data.profile));
      setOutcome({ kind: 'saved' });
    } else setOutcome({ kind: 'error', text: result.error?.message ?? t('business.saveFailed') });
  };

  return (
    <div className="page narrow business">
      <PageTitle title={t('business.pageTitle')} />
      <h1>{t('business.heading')}</h1>
      <p className="muted">{t('business.intro')}</p>
      {query.isPending && (
        <p className="card business-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('business.loading')}
        </p>
      )}
      {query.isError && (
        <div className="alert alert-error" role="alert">
          <p>{t('business.loadFailed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
            {t('business.retry')}
          </button>
        </div>
      )}
      {data && !data.stored && (
        <div className="alert alert-warning business-draft" role="note">
          {data.draftedFrom ? (
            <p>{t('business.draftFromBrief', { name: data.draftedFrom.name })}</p>
          ) : (
            <p>
              {t('business.empty')} <Link to={paths.newCampaign}>{t('business.emptyLink')}</Link>
            </p>
          )}
        </div>
      )}
      {data && form && (
        <form id={formId} className="card form-grid business-form" onSubmit={submit} noValidate>
          {FIELDS.map((field) => (
            <ProfileField
              key={field.key}
              field={field}
              value={form[field.key]}
              onChange={(value) => setForm({ ...form, [field.key]: value })}
            />
          ))}
          {outcome?.kind === 'error' && (
            <p className="alert alert-error" role="alert">
              {outcome.text}
            </p>
          )}
          {outcome?.kind === 'saved' && (
            <p className="alert alert-success" role="status">
              {t('business.saved')}
            </p>
          )}
          <div className="business-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? t('business.saving') : data.stored ? t('business.save') : t('business.confirm')}
            </button>
          </div>
        </form>
      )}
      {data && (
        <section className="card business-learned" aria-labelledby={`${formId}-learned`}>
          <h2 id={`${formId}-learned`}>{t('business.learned.heading')}</h2>
          {learns ? (
            <>
              <p className="muted">{t('business.learned.text')}</p>
              <LearnedList title={t('business.learned.rejected')} lines={data.profile.rejectedLines} />
              <LearnedList title={t('business.learned.voice')} lines={data.profile.voiceExamples} />
            </>
          ) : (
            <p className="muted">
              {t('business.learned.premium')} <Link to={paths.pricing}>{t('business.learned.seePlans')}</Link>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function ProfileField({ field, value, onChange }: { field: (typeof FIELDS)[number]; value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name: field.key,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...(field.hint ? { 'aria-describedby': hintId } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t(field.label)}</label>
      {field.kind === 'long' || isList(field.kind) ? (
        <textarea {...common} rows={field.kind === 'long' ? 4 : 3} maxLength={field.kind === 'long' ? 2000 : 4000} />
      ) : (
        <input
          {...common}
          type={field.kind === 'tel' ? 'tel' : field.kind === 'url' ? 'url' : 'text'}
          maxLength={field.kind === 'url' ? 2048 : 200}
          autoComplete={field.kind === 'tel' ? 'tel' : 'off'}
        />
      )}
      {field.hint && (
        <span id={hintId} className="field-hint">
          {t(field.hint)}
        </span>
      )}
    </div>
  );
}

function LearnedList({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useI18n();
  return (
    <div className="business-learned-list">
      <h3>{title}</h3>
      {lines.length ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('business.learned.none')}</p>
      )}
    </div>
  );
}
