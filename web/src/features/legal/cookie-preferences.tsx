import { useState, type FormEvent } from 'react';
import { useI18n, type MessageId } from '@/lib/i18n';

const KEY = 'cookiePreferences';

const optional: { id: 'analytics' | 'functional' | 'advertising'; label: MessageId }[] = [
  { id: 'analytics', label: 'legal.cookies.analytics' },
  { id: 'functional', label: 'legal.cookies.functional' },
  { id: 'advertising', label: 'legal.cookies.advertising' },
];

type Preferences = Record<(typeof optional)[number]['id'], boolean>;

function readPreferences(): Preferences {
  const none: Preferences = { analytics: false, functional: false, advertising: false };
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return none;
    const record = parsed as Record<string, unknown>;
    return {
      analytics: record['analytics'] === true,
      functional: record['functional'] === true,
      advertising: record['advertising'] === true,
    };
  } catch {
    return none;
  }
}

/** The visitor's choice per cookie category, kept in this browser. Optional categories start off. */
export function CookiePreferences() {
  const { t } = useI18n();
  const [preferences, setPreferences] = useState(readPreferences);
  const [saved, setSaved] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    localStorage.setItem(KEY, JSON.stringify({ ...preferences, savedAt: Date.now() }));
    setSaved(true);
  };

  return (
    <form className="cookie-preferences card" onSubmit={save} aria-label={t('legal.cookies.form')}>
      <label className="cookie-choice">
        <input type="checkbox" checked disabled />
        <span>
          {t('legal.cookies.necessary')} <span className="muted">{t('legal.cookies.alwaysOn')}</span>
        </span>
      </label>
      {optional.map((category) => (
        <label key={category.id} className="cookie-choice">
          <input
            type="checkbox"
            checked={preferences[category.id]}
            onChange={(event) => {
              setSaved(false);
              setPreferences((was) => ({ ...was, [category.id]: event.target.checked }));
            }}
          />
          <span>{t(category.label)}</span>
        </label>
      ))}
      <div className="cookie-actions">
        <button type="submit" className="btn btn-primary">
          {t('legal.cookies.save')}
        </button>
        <p role="status" className="cookie-saved">
          {saved ? t('legal.cookies.saved') : ''}
        </p>
      </div>
    </form>
  );
}
